import { isNewsletterEmail } from "../../schemas/newsletter-rules.js";

export type NewsletterEmailError = "required" | "invalid";

/**
 * SPEC §5 newsletter rule: empty asks for an address (the placeholder prompt); anything the submitEmail
 * contract would refuse (not an address, longer than 50, or not ending in a whitelisted suffix) is invalid.
 */
export function validateNewsletterEmail(value: string): NewsletterEmailError | undefined {
  const email = value.trim();
  if (email.length === 0) return "required";
  return isNewsletterEmail(email) ? undefined : "invalid";
}

export const NEWSLETTER_ERROR_KEYS: Record<NewsletterEmailError, string> = {
  required: "components.newsletter.placeholder",
  invalid: "components.newsletter.invalid",
};
