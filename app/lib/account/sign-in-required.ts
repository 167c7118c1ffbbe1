/**
 * SPEC §2 Sign-in-required pages: orders (create by SKU, result by order id), my courses (list and detail by
 * id), personal information and the triage desk (with or without a desk id).
 */
const SIGN_IN_REQUIRED = [
  /^\/order\/(list|create|success|result)$/,
  /^\/order\/(create|result|detail|refund)\/[^/]+$/,
  /^\/my-courses(\/[^/]+)?$/,
  /^\/my-courses\/detail\/[^/]+$/,
  /^\/personal-information(\/[^/]+)?$/,
  /^\/triage-desk(\/[^/]+)?$/,
];

export function requiresSignIn(path: string): boolean {
  return SIGN_IN_REQUIRED.some((pattern) => pattern.test(path));
}
