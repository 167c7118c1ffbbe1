import type { ResponseOf } from "../../schemas/api/contract.js";
import { PLACEHOLDER_IMAGE } from "../../ui/SafeImage.js";

/** A teacher as basic data (requeryBasicData teacherV2) gives it. */
export type Teacher = ResponseOf<"requeryBasicData">["teacherV2"][number];

export interface SubjectName {
  id: number;
  name: string;
}

/** Teachers avatars are shown at 112 px (SPEC §3). */
export const TEACHER_AVATAR_SIZE = 112;

/** The teachers of one subject (all when none is given), at most `limit` (all when none is given), in order. */
export function selectTeachers(
  teachers: readonly Teacher[],
  { subjectId, limit }: { subjectId?: number; limit?: number },
): Teacher[] {
  const ofSubject = subjectId === undefined ? teachers : teachers.filter((teacher) => teacher.subjectIds.includes(subjectId));
  return limit === undefined ? [...ofSubject] : ofSubject.slice(0, Math.max(0, limit));
}

export const teacherDetailPath = (teacherId: number) => `/teachers/detail/${teacherId}`;

/** A teacher without a photo gets the default placeholder. */
export const avatarSource = (avatar: string) => (avatar.trim() === "" ? PLACEHOLDER_IMAGE : avatar);

/** The names of the subjects a teacher teaches, in the order of `subjects`. */
export function teacherSubjects(teacher: Pick<Teacher, "subjectIds">, subjects: readonly SubjectName[]): SubjectName[] {
  return subjects.filter((subject) => teacher.subjectIds.includes(subject.id));
}

/** The intro as paragraphs: one per non-empty line. */
export const introParagraphs = (intro: string) =>
  intro
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
