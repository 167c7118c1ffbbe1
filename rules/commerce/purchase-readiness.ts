/** What the sign-up check (SPEC §4 statuses 4-6) and the unpaid-course check (statuses 1-3) both ask of a family. */
export interface FamilyReadiness {
  /** The site's first preferred contact (SPEC §3 contactsPreferred): only e-mail and phone are bound on the site. */
  preferredContact: string | undefined;
  /** The family's registration account or the student has one. */
  hasEmail: boolean;
  hasPhone: boolean;
  /** SPEC §3 User: nickname, first and last name and grade all set. */
  studentInfoComplete: boolean;
}

export type MissingBeforePurchase = "bindEmail" | "bindPhone" | "studentInfo";

/** What must be done first before buying for a student: the site's preferred contact bound, then the student's information complete. */
export function missingBeforePurchase({ preferredContact, hasEmail, hasPhone, studentInfoComplete }: FamilyReadiness): MissingBeforePurchase | null {
  if (preferredContact === "email" && !hasEmail) return "bindEmail";
  if (preferredContact === "phone" && !hasPhone) return "bindPhone";
  if (!studentInfoComplete) return "studentInfo";
  return null;
}
