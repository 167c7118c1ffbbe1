import type { Student } from "../../../../schemas/api/calls/accounts.js";
import type { ResponseOf } from "../../../../schemas/api/contract.js";

export type Grade = ResponseOf<"queryGrades">["list"][number];

/** A grade id written in the query: digits only, else null (nothing preselected). */
export function queryGradeId(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/** The child chosen at the start: the one the query names when it is the family's, else the first (the signed-in student). */
export function preselectedStudentId(students: readonly Pick<Student, "uid">[], queryStudentId: string | null): string | null {
  return students.find((student) => student.uid === queryStudentId)?.uid ?? students[0]?.uid ?? null;
}

/**
 * The grade chosen at the start for a child: the query's (an evaluation tip's) when the query named this child and
 * the grade is the site's, else the child's own; null when the child has none (the parent then picks one).
 */
export function preselectedGradeId(
  student: Pick<Student, "uid" | "gradeId">,
  query: { studentId: string | null; gradeId: number | null },
  grades: readonly Grade[] | null,
): number | null {
  const fromQuery = query.studentId === student.uid && query.gradeId !== null && grades?.some((grade) => grade.id === query.gradeId);
  return fromQuery ? query.gradeId : student.gradeId;
}

/** The grades to choose from: the site's, with the child's own added should the list lack it (or not have loaded). */
export function gradeChoices(grades: readonly Grade[] | null, student: Pick<Student, "gradeId" | "gradeName">): Grade[] {
  const list = [...(grades ?? [])];
  if (student.gradeId !== null && !list.some((grade) => grade.id === student.gradeId)) list.push({ id: student.gradeId, name: student.gradeName });
  return list;
}
