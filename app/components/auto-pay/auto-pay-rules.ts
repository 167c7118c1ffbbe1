import { SCREENS } from "../../../rules/screens.js";
import {
  AUTO_PAY_NOTICE_PATHS,
  AUTO_PAY_NOTICE_STATUSES,
  type AutoPayNoticeScreen,
  type AutoPayNoticeStatus,
  type AutoPayRecord,
  type AutoPayStatus,
  type PayHistoryItem,
} from "../../../schemas/api/calls/auto-pay.js";

/** An auto-pay order as /subscription-manage shows it: its status, debit records and payments. */
export interface AutoPayOrderView {
  status: AutoPayStatus;
  records: AutoPayRecord[];
  history: PayHistoryItem[];
}

/** SPEC §2: where a family manages its auto-pay orders. */
export const SUBSCRIPTION_MANAGE = "/subscription-manage";

/** Where each notice screen leads back to: the screen the authorisation was started from. */
export const NOTICE_SCREEN_HOMES: Record<AutoPayNoticeScreen, string> = {
  "subscription-manage": SUBSCRIPTION_MANAGE,
  "my-unpaid-courses": SCREENS.unpaidCourses,
};

/** A notice status from the address (…/autopay-notice/{status}), or null for none of AUTO_PAY_NOTICE_STATUSES (a 404). */
export function noticeStatusOf(value: string | undefined): AutoPayNoticeStatus | null {
  return (AUTO_PAY_NOTICE_STATUSES as readonly (string | undefined)[]).includes(value) ? (value as AutoPayNoticeStatus) : null;
}

/**
 * Which notice screen the test gateway's authorisation page sends the payer back to: its `return` when that is one
 * of the two notice screens exactly (nothing else is followed), else subscription management's.
 */
export function noticeScreenOf(returnTo: string | null | undefined): AutoPayNoticeScreen {
  const found = (Object.entries(AUTO_PAY_NOTICE_PATHS) as [AutoPayNoticeScreen, string][]).find(([, path]) => path === returnTo);
  return found ? found[0] : "subscription-manage";
}

/** A card as the gateway described it: "Visa ending in 4242", when it said as much. */
export function cardParts(card: { brand: string | null; last4: string | null }): { brand: string; last4: string } | null {
  if (!card.brand || !card.last4) return null;
  return { brand: card.brand.charAt(0).toUpperCase() + card.brand.slice(1), last4: card.last4 };
}
