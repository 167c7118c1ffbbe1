import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ENTRANCE_STATUS } from "../../../../rules/placement/level-test.js";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { EVALUATION_ENTRANCE_PATH, evaluationSubjectPath } from "../../evaluation/entrance/entrance-path.js";

type ExamEntrance = ResponseOf<"queryCourseDetail">["examEntrance"];

/**
 * SPEC §4 evaluation entrance status, as the course page says it (1 not taken, 2 must take, 3 passed, 4 too
 * difficult; 0 says nothing): the service's words, and the level test to take where it would change the answer.
 */
export function EntranceNotice({ entrance, subjectId }: { entrance: ExamEntrance; subjectId: number | null }) {
  const { t } = useTranslation();
  if (entrance.status === ENTRANCE_STATUS.none) return null;
  return (
    <p className={`detail-entrance detail-entrance--${entrance.status}`}>
      {entrance.text}
      {entrance.status !== ENTRANCE_STATUS.passed && (
        <>
          {" "}
          <Link to={subjectId === null ? EVALUATION_ENTRANCE_PATH : evaluationSubjectPath(subjectId)}>{t("courseDetail.signUp.entrance.start")}</Link>
        </>
      )}
    </p>
  );
}
