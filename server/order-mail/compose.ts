import type { TFunction } from "i18next";
import { formatPrice, type Currency } from "../../rules/regional/prices.js";

/** What every order mail names: the school, the order and where its details are. */
export interface OrderMailHead {
  school: string;
  orderId: string;
  /** The order's detail page on its site. */
  detailUrl: string;
  currency: Pick<Currency, "symbol" | "factor" | "decimals">;
}

export interface ReceiptFacts {
  student: string;
  lines: { title: string; quantity: number; amount: number; attached: boolean }[];
  subtotal: number;
  couponSaving: number;
  groupDiscount: number;
  feeTotal: number;
  tax: number;
  taxIncluded: boolean;
  total: number;
  paid: number;
  /** Instalment stages still to be paid after this payment. */
  stagesLeft: number;
}

export interface RefundDecisionFacts {
  approved: boolean;
  amount: number;
  note: string;
}

export interface DebitResultFacts {
  succeeded: boolean;
  stageNo: number;
  amount: number;
  description: string;
}

/** A subscription's bill (decision 0031): opened and payable by hand until `deductAt`, or failed to be deducted. */
export interface SubscriptionBillFacts {
  event: "due" | "failed";
  plan: string;
  student: string;
  amount: number;
  /** The card it is deducted from, when one is kept. */
  cardLast4: string | null;
  deductAt: string;
  /** Until then a failed bill may still be paid by hand. */
  periodEnd: string;
  description: string;
  /** The subscription's page. */
  url: string;
}

export interface ComposedMail {
  subject: string;
  body: string;
}

/** Lines of text, the empty ones left out. */
const paragraph = (...lines: (string | false)[]) => lines.filter((line): line is string => line !== false).join("\n");

/** The receipt of a paid order: each line with its amount, then the order's own figures (never recomputed). */
export function composeReceipt(t: TFunction, head: OrderMailHead, facts: ReceiptFacts): ComposedMail {
  const money = (amount: number) => formatPrice(amount, head.currency);
  const values = { school: head.school, orderId: head.orderId };
  return {
    subject: t("orderMail.receipt.subject", values),
    body: paragraph(
      t("orderMail.receipt.intro", { ...values, student: facts.student }),
      "",
      ...facts.lines.map((line) => t(line.attached ? "orderMail.receipt.attachedLine" : "orderMail.receipt.line", { title: line.title, quantity: line.quantity, amount: money(line.amount) })),
      "",
      t("orderMail.receipt.subtotal", { amount: money(facts.subtotal) }),
      facts.couponSaving > 0 && t("orderMail.receipt.couponSaving", { amount: money(facts.couponSaving) }),
      facts.groupDiscount > 0 && t("orderMail.receipt.groupDiscount", { amount: money(facts.groupDiscount) }),
      facts.feeTotal > 0 && t("orderMail.receipt.fees", { amount: money(facts.feeTotal) }),
      facts.tax > 0 && t(facts.taxIncluded ? "orderMail.receipt.taxIncluded" : "orderMail.receipt.taxAdded", { amount: money(facts.tax) }),
      t("orderMail.receipt.total", { amount: money(facts.total) }),
      t("orderMail.receipt.paid", { amount: money(facts.paid) }),
      facts.stagesLeft > 0 && t("orderMail.receipt.stagesLeft", { count: facts.stagesLeft }),
      "",
      t("orderMail.details", { url: head.detailUrl }),
    ),
  };
}

/** Customer service's decision on a refund, with the note they wrote for the parent and, if approved, when the money arrives. */
export function composeRefundDecision(t: TFunction, head: OrderMailHead, facts: RefundDecisionFacts): ComposedMail {
  const values = { school: head.school, orderId: head.orderId, amount: formatPrice(facts.amount, head.currency) };
  const kind = facts.approved ? "approved" : "rejected";
  return {
    subject: t(`orderMail.refund.${kind}.subject`, values),
    body: paragraph(t(`orderMail.refund.${kind}.body`, values), facts.note !== "" && t("orderMail.refund.note", { note: facts.note }), "", t("orderMail.details", { url: head.detailUrl })),
  };
}

/** The result of an instalment's automatic debit: paid, or what went wrong and what to do. */
export function composeDebitResult(t: TFunction, head: OrderMailHead, facts: DebitResultFacts): ComposedMail {
  const values = { school: head.school, orderId: head.orderId, stageNo: facts.stageNo, amount: formatPrice(facts.amount, head.currency) };
  const kind = facts.succeeded ? "succeeded" : "failed";
  return {
    subject: t(`orderMail.debit.${kind}.subject`, values),
    body: paragraph(t(`orderMail.debit.${kind}.body`, values), !facts.succeeded && facts.description !== "" && t("orderMail.debit.reason", { reason: facts.description }), "", t("orderMail.details", { url: head.detailUrl })),
  };
}

/** A subscription's bill: due (pay it by hand, or it is deducted from the card when the 48 hours are over), or not deducted. */
export function composeSubscriptionBill(t: TFunction, head: OrderMailHead, facts: SubscriptionBillFacts): ComposedMail {
  const values = { school: head.school, plan: facts.plan, student: facts.student, amount: formatPrice(facts.amount, head.currency), deductAt: facts.deductAt, periodEnd: facts.periodEnd, last4: facts.cardLast4 ?? "" };
  const due = facts.event === "due";
  const next = due ? (facts.cardLast4 ? "orderMail.subscription.due.deducted" : "orderMail.subscription.due.byHand") : "orderMail.subscription.failed.byHand";
  return {
    subject: t(`orderMail.subscription.${facts.event}.subject`, values),
    body: paragraph(
      t(`orderMail.subscription.${facts.event}.body`, values),
      !due && facts.description !== "" && t("orderMail.debit.reason", { reason: facts.description }),
      t(next, values),
      "",
      t("orderMail.subscription.details", { url: facts.url }),
    ),
  };
}
