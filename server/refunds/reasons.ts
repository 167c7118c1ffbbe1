import { ALL_REFUND_REASONS, REFUND_REASON_NEEDING_TEXT, REFUND_REASONS } from "../../schemas/api/calls/refunds.js";
import type { Language } from "../../schemas/site.js";
import { listedText } from "../messaging/listed-text.js";

/** A refund reason in a language (i18n/locales/messages, `refundReasons`); an id no longer listed reads as its number. */
export const refundReasonText = (language: Language, reasonId: number) =>
  listedText(language, "refundReasons", ALL_REFUND_REASONS.find((candidate) => candidate.reasonId === reasonId)?.key, reasonId);

/** The reasons a parent picks from, in their language; the last asks for their own words. */
export function refundReasons(language: Language) {
  return REFUND_REASONS.map(({ reasonId }) => ({ reasonId, text: refundReasonText(language, reasonId), needsText: reasonId === REFUND_REASON_NEEDING_TEXT }));
}
