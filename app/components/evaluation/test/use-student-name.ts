import type { LevelTestView } from "../../../../schemas/api/calls/evaluations.js";
import { studentDisplayName } from "../../../lib/account/student-names.js";
import { useShell } from "../../shell/use-shell.js";

/** The child's name as the site orders names. */
export function useStudentName(student: LevelTestView["student"]): string {
  const { site } = useShell();
  return studentDisplayName(student, site.features.easternNameOrderEnabled);
}
