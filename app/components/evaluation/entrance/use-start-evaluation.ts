import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../../api/errors.js";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { useLoginDialog } from "../../../lib/account/login-dialog.js";
import { familyStudents } from "../../../lib/account/student-names.js";
import { failureMessage, isSessionLost } from "../../account/bind/failure-message.js";
import { examTabUrl, testGradeId } from "./start-rules.js";

export interface EvaluationStart {
  /** The family's student who takes the test. */
  studentId: string;
  /** The grade of the test; null for the student's own. */
  gradeId: number | null;
  /** The grade when the student has none (SPEC §5: the course's first grade); the student's is then looked up first. */
  fallbackGradeId?: number | null;
  /** The subject of the test; the service's default (math) when not given. */
  subjectId?: number;
}

/** The part of a browser tab the start uses. */
interface ExamTab {
  opener: unknown;
  location: { href: string };
  close(): void;
}

/** An empty tab, opened within the click so that pop-up blockers allow it; null when it was blocked anyway. */
function openBlankTab(): ExamTab | null {
  const tab = window.open("", "_blank");
  // The exam service must not be able to steer this page ("noopener" would leave no tab to send on).
  if (tab) tab.opener = null;
  return tab;
}

/**
 * Starts a level test (SPEC §3 Evaluation response, §7 evaluation goto): `start`, called in a click handler, opens an
 * empty tab at once, runs `prepare` (e.g. binding the WeCom contact), asks evaluationGoto and sends the tab to the
 * test with the utoken. On failure the tab closes and `failure` holds the server's message (4171 no attempts left,
 * 4003 no test for that grade...), the connection message for a call that got no answer, else `fallbackMessage`;
 * code 9 opens the login dialog instead. Where the tab was blocked, this page goes to the test. `start` answers
 * whether the test opened.
 */
export function useStartEvaluation(fallbackMessage: string) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const openLogin = useLoginDialog((state) => state.openLogin);
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const studentGrade = useCallback(
    async (studentId: string) => familyStudents(await api.call("getFamilyStudentsList", {}, call)).find((student) => student.uid === studentId)?.gradeId,
    [api, call],
  );

  const start = useCallback(
    (target: EvaluationStart, prepare?: () => Promise<void>): Promise<boolean> => {
      if (running.current) return Promise.resolve(false);
      running.current = true;
      const tab = openBlankTab();
      setBusy(true);
      setFailure(null);
      const run = async () => {
        try {
          await prepare?.();
          const lookUp = target.gradeId === null && target.fallbackGradeId != null;
          const gradeId = testGradeId(target.gradeId, lookUp ? await studentGrade(target.studentId) : null, target.fallbackGradeId);
          const ticket = await api.call("evaluationGoto", { studentId: target.studentId, gradeId, subjectId: target.subjectId }, call);
          const url = examTabUrl(ticket, window.location.href);
          if (tab) tab.location.href = url;
          else window.location.assign(url);
          return true;
        } catch (error) {
          tab?.close();
          if (isSessionLost(error)) openLogin();
          else setFailure(isApiError(error) && error.isNetworkError ? t("shell.offline.message") : failureMessage(error, fallbackMessage));
          return false;
        } finally {
          running.current = false;
          setBusy(false);
        }
      };
      return run();
    },
    [api, call, fallbackMessage, openLogin, studentGrade, t],
  );

  return { start, busy, failure };
}
