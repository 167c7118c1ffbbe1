/**
 * The evaluation entrance (SPEC §2 /evaluation): its query names the child (studentId) and the grade of the test
 * (gradeId) to preselect, and a consultant's WeCom link adds external_user_id, source_id and corp_id. Kept apart from
 * the page's code: the evaluation tips link here from every page of a signed-in parent.
 */
export const EVALUATION_ENTRANCE_PATH = "/evaluation";

export const ENTRANCE_QUERY = {
  studentId: "studentId",
  gradeId: "gradeId",
  subjectId: "subjectId",
  externalUserId: "external_user_id",
  sourceId: "source_id",
  corpId: "corp_id",
} as const;

/** The entrance with the subject of the test preselected (a course's entrance test). */
export const evaluationSubjectPath = (subjectId: number) => `${EVALUATION_ENTRANCE_PATH}?${new URLSearchParams({ [ENTRANCE_QUERY.subjectId]: String(subjectId) })}`;

/** The entrance with a child and the grade of the test preselected. */
export function evaluationEntrancePath({ studentId, gradeId }: { studentId: string; gradeId?: string | number | null }): string {
  const query = new URLSearchParams({ [ENTRANCE_QUERY.studentId]: studentId });
  if (gradeId !== undefined && gradeId !== null && gradeId !== "") query.set(ENTRANCE_QUERY.gradeId, String(gradeId));
  return `${EVALUATION_ENTRANCE_PATH}?${query.toString()}`;
}
