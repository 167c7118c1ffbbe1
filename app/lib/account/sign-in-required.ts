/** SPEC §2 Sign-in-required pages: orders, my courses, personal information and the triage desk. */
const SIGN_IN_REQUIRED = [
  /^\/order\/(list|create|success|result)$/,
  /^\/order\/(detail|refund)\/[^/]+$/,
  /^\/my-courses(\/[^/]+)?$/,
  /^\/personal-information(\/[^/]+)?$/,
  /^\/triage-desk$/,
];

export function requiresSignIn(path: string): boolean {
  return SIGN_IN_REQUIRED.some((pattern) => pattern.test(path));
}
