import { vi } from "vitest";
import { student, user } from "../../../../tests/helpers/sample-accounts.js";
import type { EntrancePage } from "./entrance-loader.server.js";

/** Test support only: a family of two, Ethan in Grade 3 (signed in) and Olivia without a grade yet. */
export const ethan = user({ uid: "u-1", firstName: "Ethan", lastName: "Miller", nickName: "Ethan", gradeId: 3, gradeName: "Grade 3" });
export const olivia = student({ uid: "s-2", firstName: "Olivia", lastName: "Miller", nickName: "Olivia", gradeId: null, gradeName: "" });

export const GRADES = [
  { id: 3, name: "Grade 3" },
  { id: 4, name: "Grade 4" },
];

export function entrancePage(overrides: Partial<EntrancePage> = {}): EntrancePage {
  return { students: [ethan, olivia], grades: GRADES, subjects: [], preselected: { studentId: "u-1", gradeId: 3, subjectId: null }, ...overrides };
}

/** A stand-in for the tab window.open gives: where it was sent, whether it was closed. */
export function fakeTab() {
  return { opener: {} as unknown, location: { href: "" }, close: vi.fn() };
}
