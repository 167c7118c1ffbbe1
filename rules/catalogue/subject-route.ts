import type { Locale } from "../../schemas/site.js";

/** Where enrolling in a non-math class goes on the US site instead of the cart (SPEC §4). */
export const ONE_TO_ONE_ASSESSMENT_PATH = "/1-to-1-assessment";

/**
 * The page enrolling leads to instead of the usual enrol flow: on the us site, a class of any subject but math
 * goes to the 1-to-1 assessment; elsewhere, and for math, null (enrol as usual).
 */
export function enrolTarget({
  locale,
  subjectId,
  mathSubjectId = 1,
}: {
  locale: Locale;
  subjectId: number;
  mathSubjectId?: number;
}): typeof ONE_TO_ONE_ASSESSMENT_PATH | null {
  return locale === "us" && subjectId !== mathSubjectId ? ONE_TO_ONE_ASSESSMENT_PATH : null;
}
