/**
 * How long customer service has to decide a parent's request to close auto-pay (SPEC §4): a request still under
 * review after this is approved on its own (decision 0025), so a parent is never held to auto-pay by silence.
 */
export const CLOSURE_AUTO_APPROVE_DAYS = 3;

const DAY_MS = 86_400_000;

/** When a closure request made at `requestedAt` is approved without a decision. */
export function closureAutoApprovesAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + CLOSURE_AUTO_APPROVE_DAYS * DAY_MS);
}
