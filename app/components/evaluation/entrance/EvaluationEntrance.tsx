import { Link } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../../api/site-api-context.js";
import type { Student } from "../../../../schemas/api/calls/accounts.js";
import { Field } from "../../../../ui/Field.js";
import { RadioCards } from "../../../../ui/RadioCards.js";
import { shownStudentName } from "../../account/family/family-data.js";
import { useShell } from "../../shell/use-shell.js";
import { gradeChoices } from "./entrance-choice.js";
import type { EntrancePage, WecomLink } from "./entrance-loader.server.js";
import { RedeemDialog } from "./RedeemDialog.js";
import { useStartEvaluation } from "./use-start-evaluation.js";

/** Where the family's reports are listed (SPEC §2 /test/test-results). */
export const TEST_RESULTS_PATH = "/test/test-results";

/** WeCom's code for a contact bound from the evaluation (SPEC §7 bindWx fromType=2). */
const FROM_EVALUATION = 2;

interface Props {
  page: EntrancePage;
  /** The consultant's WeCom link the page came from, if any: the child who takes the test is bound to it. */
  wecomLink: WecomLink | null;
}

/**
 * /evaluation signed in (SPEC §2): the child and the grade of the level test, which opens in a new tab; a
 * qualification code a teacher handed out instead; the family's past results.
 */
export function EvaluationEntrance({ page, wecomLink }: Props) {
  const { t } = useTranslation();
  const { site } = useShell();
  const { api, call } = useSiteApi();
  const [studentId, setStudentId] = useState(page.preselected.studentId);
  const [gradeId, setGradeId] = useState(page.preselected.gradeId);
  const [subjectId, setSubjectId] = useState(page.preselected.subjectId);
  const [gradeMissing, setGradeMissing] = useState(false);
  const [redeeming, setRedeeming] = useState(false);
  const boundTo = useRef<string | null>(null);
  const { start, busy, failure } = useStartEvaluation(t("evaluation.entrance.startFailed"));
  const nameOf = (student: Student) => shownStudentName(t, student, site.features.easternNameOrderEnabled);
  const student = page.students.find((candidate) => candidate.uid === studentId) ?? null;
  const grades = student ? gradeChoices(page.grades, student) : [];

  const choose = (uid: string) => {
    setStudentId(uid);
    setGradeId(page.students.find((candidate) => candidate.uid === uid)?.gradeId ?? null);
    setGradeMissing(false);
  };

  /** The WeCom contact is bound to the child once; a failed binding leaves the test to start all the same. */
  const bindContact = (uid: string) => async () => {
    if (!wecomLink || boundTo.current === uid) return;
    try {
      await api.call("bindWx", { externalUserId: wecomLink.externalUserId, studentId: uid, fromType: FROM_EVALUATION, sourceId: wecomLink.sourceId }, call);
      boundTo.current = uid;
    } catch {
      // Binding tells the consultant whose test follows; the next start tries again.
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!student) return;
    setGradeMissing(gradeId === null);
    if (gradeId !== null) void start({ studentId: student.uid, gradeId, ...(subjectId !== null ? { subjectId } : {}) }, bindContact(student.uid));
  };

  const gradeError = gradeMissing ? t("evaluation.entrance.gradeRequired") : page.grades === null && grades.length === 0 ? t("account.student.gradesFailed") : null;
  return (
    <section className="evaluation-entrance" aria-labelledby="evaluation-entrance-title">
      <h1 id="evaluation-entrance-title">{t("evaluation.entrance.title")}</h1>
      <p className="evaluation-entrance__intro">{t("evaluation.entrance.intro")}</p>
      <form className="evaluation-entrance__form" noValidate onSubmit={submit}>
        <RadioCards
          legend={t("evaluation.entrance.child")}
          name="studentId"
          choices={page.students.map((candidate) => ({ value: candidate.uid, label: nameOf(candidate), hint: candidate.gradeName || t("evaluation.entrance.noGrade") }))}
          selected={studentId}
          onSelect={choose}
        />
        {page.subjects.length > 1 && (
          <Field label={t("evaluation.entrance.subject")}>
            {(control) => (
              <select {...control} className="form__input" name="subjectId" value={String(subjectId)} onChange={(event) => setSubjectId(Number(event.target.value))}>
                {page.subjects.map((subject) => (
                  <option key={subject.id} value={String(subject.id)}>
                    {subject.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field label={t("evaluation.entrance.grade")} hint={t("evaluation.entrance.gradeHint")} error={gradeError}>
          {(control) => (
            <select
              {...control}
              className="form__input"
              name="gradeId"
              value={gradeId === null ? "" : String(gradeId)}
              onChange={(event) => {
                setGradeId(event.target.value === "" ? null : Number(event.target.value));
                setGradeMissing(false);
              }}
            >
              <option value="">{t("evaluation.entrance.chooseGrade")}</option>
              {grades.map((grade) => (
                <option key={grade.id} value={String(grade.id)}>
                  {grade.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="evaluation-entrance__start">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? t("evaluation.entrance.starting") : t("evaluation.entrance.start")}
          </button>
          <p className="evaluation-entrance__hint">{t("evaluation.entrance.newTab")}</p>
        </div>
        {failure && (
          <p className="account-form__failure" role="alert">
            {failure}
          </p>
        )}
      </form>
      <div className="evaluation-entrance__more">
        <button type="button" className="button" disabled={!student} onClick={() => setRedeeming(true)}>
          {t("evaluation.entrance.haveCode")}
        </button>
        <Link to={TEST_RESULTS_PATH}>{t("evaluation.entrance.results")}</Link>
      </div>
      {student && <RedeemDialog open={redeeming} student={{ uid: student.uid, name: nameOf(student) }} onClose={() => setRedeeming(false)} />}
    </section>
  );
}
