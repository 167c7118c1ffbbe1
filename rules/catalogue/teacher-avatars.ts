/** Cards with at most this many teachers show their names beside the avatars (SPEC §9). */
export const NAMED_TEACHERS_MAX = 2;
/** With more teachers, only the first avatars show ... */
export const AVATARS_SHOWN_MAX = 6;
/** ... and a more marker follows from 5 teachers on: before the avatars run out, as SPEC §9 gives it. */
export const MORE_MARKER_FROM = 5;

export interface TeacherAvatarLayout<Teacher> {
  showNames: boolean;
  shown: Teacher[];
  moreMarker: boolean;
}

/**
 * How a card shows its teachers: up to 2 with avatars and names; more with avatars only, the first 6, and a
 * more marker when there are 5 or more.
 */
export function teacherAvatarLayout<Teacher>(teachers: readonly Teacher[]): TeacherAvatarLayout<Teacher> {
  const showNames = teachers.length <= NAMED_TEACHERS_MAX;
  return {
    showNames,
    shown: showNames ? [...teachers] : teachers.slice(0, AVATARS_SHOWN_MAX),
    moreMarker: teachers.length >= MORE_MARKER_FROM,
  };
}
