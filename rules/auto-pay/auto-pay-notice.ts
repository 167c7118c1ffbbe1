/** What an auto-pay order's parent must be told (SPEC §8 1014, 611, 612), or nothing. */
export type AutoPayNotice = "debitInProcess" | "authorizationFailed" | "deductionUnsupported";

export interface AutoPayState {
  /** Closed once a closure request was approved: later stages are paid by hand, and nothing is to be told. */
  open: boolean;
  authorization: "authorized" | "unauthorized";
  /** Whether the gateway that keeps the card can debit it without the payer (off-session). */
  debitsSupported: boolean;
  /** A debit of one of the order's stages has started and has no result yet. */
  debitInProcess: boolean;
}

/**
 * The notice of an auto-pay order: a debit in process (1014) comes first, whatever else holds, as its result is
 * still to come; then a failed authorisation, which the parent fixes by authorising again (611); then a gateway
 * that cannot debit, so the parent pays by hand (612). A closed auto-pay has no notice.
 */
export function autoPayNotice(state: AutoPayState): AutoPayNotice | null {
  if (state.debitInProcess) return "debitInProcess";
  if (!state.open) return null;
  if (state.authorization === "unauthorized") return "authorizationFailed";
  if (!state.debitsSupported) return "deductionUnsupported";
  return null;
}
