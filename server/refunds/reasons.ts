import { i18nFor } from "../../i18n/i18n.server.js";
import { MESSAGES_NAMESPACE } from "../../i18n/messages-resources.js";
import { REFUND_REASON_NEEDING_TEXT, REFUND_REASONS } from "../../schemas/api/calls/refunds.js";
import type { Language } from "../../schemas/site.js";

/** A refund reason in a language (i18n/locales/messages, `refundReasons`); an id no longer listed reads as its number. */
export function refundReasonText(language: Language, reasonId: number): string {
  const reason = REFUND_REASONS.find((candidate) => candidate.reasonId === reasonId);
  return reason ? i18nFor(language).t(`refundReasons.${reason.key}`, { ns: MESSAGES_NAMESPACE, lng: language }) : `#${reasonId}`;
}

/** The reasons a parent picks from, in their language; the last asks for their own words. */
export function refundReasons(language: Language) {
  return REFUND_REASONS.map(({ reasonId }) => ({ reasonId, text: refundReasonText(language, reasonId), needsText: reasonId === REFUND_REASON_NEEDING_TEXT }));
}
