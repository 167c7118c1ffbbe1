import { newsletterEmailSchema } from "../../schemas/api/calls/content.js";

/** Longest address the sign-up takes (SPEC §5, §9). */
export const NEWSLETTER_EMAIL_MAX = 50;

export type NewsletterEmailError = "required" | "invalid";

/**
 * SPEC §5 newsletter rule: empty asks for an address (the placeholder prompt); anything the submitEmail
 * contract would refuse (not an address, longer than 50, or not ending in a whitelisted suffix) is invalid.
 */
export function validateNewsletterEmail(value: string): NewsletterEmailError | undefined {
  if (value.trim().length === 0) return "required";
  return newsletterEmailSchema.safeParse(value).success ? undefined : "invalid";
}

export const NEWSLETTER_ERROR_KEYS: Record<NewsletterEmailError, string> = {
  required: "components.newsletter.placeholder",
  invalid: "components.newsletter.invalid",
};
