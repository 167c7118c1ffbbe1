import { useId, useRef, useState, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { CANDIDATE_NUMBER_MAX } from "../../../schemas/api/calls/exams.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { Field } from "../../../ui/Field.js";
import { checkScoreQuery, PROBLEM_KEYS, scoreFailureKey, type ScoreQueryProblems } from "./score-query.js";

type Score = ResponseOf<"queryExamScore">;

/** The score found: the exam, the candidate (number and initials), the score out of the maximum, and any award. */
function ScoreResult({ score }: { score: Score }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t("exams.score.result.exam"), score.examName],
    [t("exams.score.result.candidateNumber"), score.candidateNumber],
    ...(score.candidateInitials ? [[t("exams.score.result.candidate"), score.candidateInitials] as [string, string]] : []),
    [t("exams.score.result.score"), t("exams.score.result.scoreValue", { score: score.score, maxScore: score.maxScore })],
    ...(score.award ? [[t("exams.score.result.award"), score.award] as [string, string]] : []),
  ];
  return (
    <section className="exams-score-result" aria-labelledby="exams-score-result-heading" aria-live="polite">
      <h2 id="exams-score-result-heading">{t("exams.score.result.heading")}</h2>
      <dl className="exam-facts">
        {rows.map(([label, value]) => (
          <div className="exam-facts__row" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * /exams/score (SPEC §1 score query, §5): a candidate number (letters and digits only) and the terms and privacy notice
 * agreed, then the score, or why there is none (SPEC §8: no matching record, too frequent).
 */
export function ScoreQueryScreen() {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const agreeId = useId();
  const numberInput = useRef<HTMLInputElement>(null);
  const agreeBox = useRef<HTMLInputElement>(null);
  const [candidateNumber, setCandidateNumber] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [score, setScore] = useState<Score | null>(null);

  const check = checkScoreQuery({ candidateNumber, agreed });
  const problems: ScoreQueryProblems = attempted && !check.ok ? check.problems : {};
  const numberError = problems.candidateNumber ? t(PROBLEM_KEYS[problems.candidateNumber], { max: CANDIDATE_NUMBER_MAX }) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setFailure(null);
    if (!check.ok) {
      (check.problems.candidateNumber ? numberInput : agreeBox).current?.focus();
      return;
    }
    setBusy(true);
    setScore(null);
    try {
      setScore(await api.call("queryExamScore", check.request, call));
    } catch (error) {
      setFailure(t(scoreFailureKey(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="exams-page exams-score">
      <header className="exams-page__header">
        <h1>{t("exams.score.heading")}</h1>
        <p className="exams-muted">{t("exams.score.intro")}</p>
      </header>
      <form className="exams-score__form" onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t("exams.score.candidateNumber")} hint={t("exams.score.hint")} error={numberError}>
          {(control) => (
            <input
              {...control}
              ref={numberInput}
              className="form__input"
              type="text"
              name="candidateNumber"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
              value={candidateNumber}
              onChange={(event) => setCandidateNumber(event.target.value)}
            />
          )}
        </Field>
        <div className="exams-score__agree">
          <input
            ref={agreeBox}
            id={agreeId}
            type="checkbox"
            checked={agreed}
            required
            aria-invalid={problems.agreed ? true : undefined}
            aria-describedby={problems.agreed ? `${agreeId}-error` : undefined}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          <label htmlFor={agreeId}>
            <Trans
              i18nKey="exams.score.agree"
              components={{
                terms: <a href="/terms-of-use" target="_blank" rel="noreferrer" />,
                privacy: <a href="/privacy-policy" target="_blank" rel="noreferrer" />,
              }}
            />
          </label>
          {problems.agreed && (
            <p className="account-form__error exams-score__agree-error" id={`${agreeId}-error`}>
              {t(PROBLEM_KEYS.agreed)}
            </p>
          )}
        </div>
        <div>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t("exams.score.busy") : t("exams.score.submit")}
          </button>
        </div>
      </form>
      {failure && (
        <p className="exams-score__failure" role="alert">
          {failure}
        </p>
      )}
      {score && <ScoreResult score={score} />}
    </div>
  );
}
