import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorCode, isApiError } from "../../../../api/errors.js";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { showsYoungChildNotice } from "../../../../rules/placement/grade-notice.js";
import type { LevelTestView } from "../../../../schemas/api/calls/evaluations.js";
import { useLoginDialog } from "../../../lib/account/login-dialog.js";
import { failureMessage, isSessionLost } from "../../account/bind/failure-message.js";
import { useShell } from "../../shell/use-shell.js";
import { YoungChildNotice } from "./YoungChildNotice.js";
import { useStudentName } from "./use-student-name.js";

interface Props {
  test: LevelTestView;
  utoken: string;
  /** The attempt started (or the one already under way): the test with it. */
  onStarted(view: LevelTestView): void;
  /** 4171: the test was taken as often as allowed meanwhile. */
  onNoAttemptsLeft(): void;
  /** 4172: the link expired while the instructions were read. */
  onLinkExpired(): void;
}

/** What the test is and for whom, its rules, and the Start button (the clock runs from there). */
export function TestInstructions({ test, utoken, onStarted, onNoAttemptsLeft, onLinkExpired }: Props) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const { site } = useShell();
  const name = useStudentName(test.student);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    if (starting) return;
    setStarting(true);
    setFailure(null);
    try {
      const view = await api.call("startLevelTest", { utoken }, call);
      if (view.attempt) return onStarted(view);
      setFailure(t("evaluation.test.startFailed"));
    } catch (error) {
      if (isApiError(error, ErrorCode.NO_ATTEMPTS_LEFT)) return onNoAttemptsLeft();
      if (isApiError(error, ErrorCode.EXAM_LINK_INVALID)) return onLinkExpired();
      if (isSessionLost(error)) useLoginDialog.getState().openLogin({ successUrl: window.location.pathname + window.location.search });
      setFailure(failureMessage(error, t("evaluation.test.startFailed")));
    }
    setStarting(false);
  };

  const facts: [string, string | number][] = [
    [t("evaluation.test.facts.student"), name],
    [t("evaluation.test.facts.subject"), test.subjectName],
    [t("evaluation.test.facts.grade"), test.gradeName],
    [t("evaluation.test.facts.questions"), test.questionCount],
    [t("evaluation.test.facts.time"), t("evaluation.test.minutes", { count: test.minutes })],
    [t("evaluation.test.facts.attempts"), test.leftChance],
  ];

  return (
    <div className="level-test__intro">
      <dl className="level-test__facts">
        {facts.map(([term, value]) => (
          <div key={term} className="level-test__fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="level-test__instructions" aria-labelledby="level-test-instructions">
        <h2 id="level-test-instructions">{t("evaluation.test.instructionsTitle")}</h2>
        <p className="level-test__instructions-text">{test.instructions}</p>
        <p className="level-test__hint">{t("evaluation.test.clockNote", { count: test.minutes })}</p>
      </section>
      {showsYoungChildNotice(site.locale, test.gradeId) && <YoungChildNotice />}
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
      <div className="level-test__links">
        <button type="button" className="button button--primary" aria-disabled={starting || undefined} onClick={() => void start()}>
          {starting ? t("evaluation.test.starting") : t("evaluation.test.start")}
        </button>
      </div>
    </div>
  );
}
