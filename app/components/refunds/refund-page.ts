import { ErrorCode } from "../../../api/errors.js";
import { ACCOUNT_LIMITS } from "../../../schemas/account-values.js";
import { REFUND_REASON_NEEDING_TEXT, REFUND_REASONS, type RefundDetail } from "../../../schemas/api/calls/refunds.js";
import type { RequestOf, ResponseOf } from "../../../schemas/api/contract.js";

export type RefundPreview = ResponseOf<"queryRefundPreview">;
export type RefundReason = ResponseOf<"queryRefundReasons">["list"][number];

/** The refusals /order/refund/{id} explains in words of its own (SPEC §8), and 209, which sends the parent back to the order. */
export const REFUSALS = {
  [ErrorCode.REFUND_ALREADY_REQUESTED]: "refunds.refused.alreadyRequested",
  [ErrorCode.ALL_LESSONS_STARTED]: "refunds.refused.allLessonsStarted",
  [ErrorCode.REFUND_NOT_APPLICABLE]: "refunds.refused.notApplicable",
  [ErrorCode.ORDER_NOT_REFUNDABLE]: "refunds.refused.nothingToRefund",
  [ErrorCode.REFUND_VIA_ORDER_DETAILS]: "refunds.refused.backToOrder",
} as const;
export type RefusalCode = keyof typeof REFUSALS;

export function isRefusalCode(code: number): code is RefusalCode {
  return Object.hasOwn(REFUSALS, code);
}

/** What /order/refund/{id} shows: the request form, the refund already asked for, or why there can be none. */
export type RefundPage =
  | { kind: "form"; preview: RefundPreview; reasons: RefundReason[] }
  | { kind: "requested"; refund: RefundDetail }
  | { kind: "refused"; code: RefusalCode };

/** Where the parent goes back to about the order (SPEC §8 209): its details. */
export const orderDetailPath = (orderId: string) => `/order/detail/${encodeURIComponent(orderId)}`;

export type RefundReasonId = RequestOf<"applyRefund">["reasonId"];

/** A reason the server listed, as applyRefund takes it; null for one this build does not know. */
export const knownReasonId = (reasonId: number): RefundReasonId | null => REFUND_REASONS.find((reason) => reason.reasonId === reasonId)?.reasonId ?? null;

export interface RefundFormValues {
  reasonId: RefundReasonId | null;
  reasonText: string;
  code: string;
  termsAgreed: boolean;
}

export type RefundFormProblem = "reason" | "reasonText" | "code" | "terms";

/**
 * What keeps the form from being sent, first first (SPEC §5: a reason, the code, the terms agreed): no reason, no words
 * for the reason that asks for them, not six digits, the terms not ticked. Null when it can be sent.
 */
export function refundFormProblem(values: RefundFormValues): RefundFormProblem | null {
  if (values.reasonId === null) return "reason";
  if (values.reasonId === REFUND_REASON_NEEDING_TEXT && !values.reasonText.trim()) return "reasonText";
  if (values.code.length !== ACCOUNT_LIMITS.codeLength) return "code";
  if (!values.termsAgreed) return "terms";
  return null;
}

/** The text key of a refund's state as the parent reads it (SPEC §4 refund states). */
export const refundStatusKey = (status: RefundDetail["status"]) => `refunds.status.${status}`;
