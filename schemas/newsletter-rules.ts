// The newsletter address rule of SPEC §5 in plain code: the footer's sign-up loads with every page, the
// submitEmail contract (schemas/api/calls/content.ts) builds its schema from the same pieces.

/** Newsletter addresses must end in one of these. */
export const NEWSLETTER_SUFFIXES = [
  "com", "net", "org", "info", "biz", "xyz", "cn", "com.cn", "net.cn", "org.cn", "co.uk", "jp", "kr", "edu", "gov",
] as const;

/** Longest address the sign-up takes (SPEC §5, §9). */
export const NEWSLETTER_EMAIL_MAX = 50;

export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,8}$/;

export const hasNewsletterSuffix = (email: string) =>
  NEWSLETTER_SUFFIXES.some((suffix) => email.toLowerCase().endsWith(`.${suffix}`));

/** Whether a trimmed, non-empty address is one the newsletter takes. */
export const isNewsletterEmail = (email: string) =>
  email.length <= NEWSLETTER_EMAIL_MAX && NEWSLETTER_EMAIL_PATTERN.test(email) && hasNewsletterSuffix(email);
