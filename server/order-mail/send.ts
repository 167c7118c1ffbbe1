import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { TFunction } from "i18next";
import { siteI18n } from "../../i18n/i18n.server.js";
import { MESSAGES_NAMESPACE } from "../../i18n/messages-resources.js";
import { STAGES_PAID_LATER } from "../../rules/commerce/stages.js";
import { deductionAt } from "../../rules/learning/subscriptions.js";
import { formatDateTime } from "../../rules/regional/dates.js";
import type { Language, Locale, Site } from "../../schemas/site.js";
import { contentIn } from "../catalogue/cards.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import { log } from "../log.js";
import type { Message, Messenger } from "../messaging/messenger.js";
import { repeatEvery, type StopRepeating } from "../service/repeat.js";
import type { SiteDirectory } from "../service/sites.js";
import { orderCurrency } from "../service-desk/order-currency.js";
import { composeDebitResult, composeReceipt, composeRefundDecision, composeSubscriptionBill, type ComposedMail, type OrderMailHead, type SubscriptionBillFacts } from "./compose.js";

type OrderMailRow = typeof t.orderMails.$inferSelect;
type OrderRow = typeof t.orders.$inferSelect;

/** Where order mails link to: the origin of an order's site. */
export type SiteOrigin = (locale: Locale) => string;

/** How many owed mails a sweep reads at a time. */
const BATCH = 20;

/**
 * Sends the order mails owed (oweOrderMail), oldest first, each in its own transaction that stamps it sent: a mail
 * goes out once however many processes sweep (SKIP LOCKED), and one whose delivery fails stays owed for the next sweep
 * without holding back the others. A sweep goes on batch after batch until none is left behind it (each mail is tried
 * once a sweep), or until `stopBy` (ms) has passed: receipts keep up with a busy sale, and a long backlog (after an
 * outage) is worked through a round at a time, so a server stopping waits for one batch at most. Answers how many were sent.
 */
export async function sendOwedOrderMails(db: Database, messenger: Messenger, sites: SiteDirectory, siteOrigin: SiteOrigin, now: Date, stopBy = Infinity): Promise<number> {
  const { orderMails } = t;
  let sent = 0;
  // Where the last batch ended; its time as PostgreSQL's text, to the microsecond (a Date would cut it to the millisecond).
  let after: { createdAt: string; id: number } | undefined;
  for (;;) {
    const owed = await db
      .select({ id: orderMails.id, createdAt: sql<string>`${orderMails.createdAt}::text` })
      .from(orderMails)
      .where(and(isNull(orderMails.sentAt), after && sql`(${orderMails.createdAt}, ${orderMails.id}) > (${after.createdAt}::timestamptz, ${after.id})`))
      .orderBy(asc(orderMails.createdAt), asc(orderMails.id))
      .limit(BATCH);
    for (const { id } of owed) {
      try {
        if (await sendOwedMail(db, messenger, sites, siteOrigin, id, now)) sent += 1;
      } catch (error) {
        log.error("order mail not sent", { mail: id, error: error instanceof Error ? error.message : String(error) });
      }
    }
    if (owed.length < BATCH || Date.now() >= stopBy) return sent;
    after = owed.at(-1);
  }
}

async function sendOwedMail(db: Database, messenger: Messenger, sites: SiteDirectory, siteOrigin: SiteOrigin, id: number, now: Date): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [mail] = await tx
      .select()
      .from(t.orderMails)
      .where(and(eq(t.orderMails.id, id), isNull(t.orderMails.sentAt)))
      .for("update", { skipLocked: true });
    if (!mail) return false;
    const message = await messageFor(tx, sites, siteOrigin, mail);
    if (message) await messenger.within(tx).send(message);
    else log.warn("order mail has no one to go to", { mail: mail.id, order: mail.orderId });
    await tx.update(t.orderMails).set({ sentAt: now }).where(eq(t.orderMails.id, mail.id));
    return true;
  });
}

/** The mail composed in the language of the order's site (the family's own language is not kept), to the parent's contact. */
async function messageFor(db: Database, sites: SiteDirectory, siteOrigin: SiteOrigin, mail: OrderMailRow): Promise<Message | null> {
  const [found] = await db
    .select({ order: t.orders, student: { firstName: t.accounts.firstName, lastName: t.accounts.lastName, nickName: t.accounts.nickName } })
    .from(t.orders)
    .innerJoin(t.accounts, eq(t.accounts.uid, t.orders.uid))
    .where(eq(t.orders.id, mail.orderId));
  const site = found && sites.forLocale(found.order.locale);
  if (!found || !site) return null;
  const recipient = await parentRecipient(db, found.order.familyId);
  if (!recipient) return null;
  const { order } = found;
  const language = site.defaultLanguage;
  const translate = await siteI18n(site).getFixedT(language, MESSAGES_NAMESPACE);
  const head: OrderMailHead = { school: site.schoolName, orderId: order.id, detailUrl: new URL(`/order/detail/${order.id}`, siteOrigin(order.locale)).href, currency: orderCurrency(sites, order) };
  const student = [found.student.firstName, found.student.lastName].filter(Boolean).join(" ") || found.student.nickName;
  const composed = await compose(db, translate, head, mail, order, { student, language, site, siteOrigin });
  return composed && { ...recipient, ...composed, orderId: order.id };
}

interface MailContext {
  student: string;
  language: Language;
  site: Site;
  siteOrigin: SiteOrigin;
}

async function compose(db: Database, translate: TFunction, head: OrderMailHead, mail: OrderMailRow, order: OrderRow, { student, language, site, siteOrigin }: MailContext): Promise<ComposedMail | null> {
  switch (mail.kind) {
    case "receipt": {
      const [lines, stagesLeft] = await Promise.all([
        db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id)).orderBy(asc(t.orderItems.lineNo)),
        db
          .select({ stageNo: t.orderStages.stageNo })
          .from(t.orderStages)
          .where(and(eq(t.orderStages.orderId, order.id), inArray(t.orderStages.status, [...STAGES_PAID_LATER]))),
      ]);
      return composeReceipt(translate, head, {
        student,
        lines: lines.map((line) => ({ title: contentIn(line.content, language, language).title, quantity: line.quantity, amount: line.unitPrice * line.quantity, attached: line.attachedToLine !== null })),
        subtotal: order.subtotal,
        couponSaving: order.couponSaving,
        groupDiscount: order.groupDiscount,
        feeTotal: order.feeTotal,
        tax: order.tax,
        taxIncluded: order.taxIncluded,
        total: order.total,
        paid: order.dueNow,
        stagesLeft: stagesLeft.length,
      });
    }
    case "refund_decided": {
      const [refund] = await db.select().from(t.refunds).where(and(eq(t.refunds.id, mail.ref), eq(t.refunds.orderId, order.id)));
      if (!refund || (refund.status !== "refunded" && refund.status !== "rejected")) return null;
      return composeRefundDecision(translate, head, { approved: refund.status === "refunded", amount: refund.amount, note: refund.note });
    }
    case "debit_result": {
      const [attempt] = await db
        .select({ attempt: t.debitAttempts, amount: t.payments.amount })
        .from(t.debitAttempts)
        .leftJoin(t.payments, eq(t.payments.id, t.debitAttempts.paymentId))
        .where(and(eq(t.debitAttempts.id, Number(mail.ref)), eq(t.debitAttempts.orderId, order.id)));
      if (!attempt || attempt.attempt.result === "in_process") return null;
      return composeDebitResult(translate, head, { succeeded: attempt.attempt.result === "succeeded", stageNo: attempt.attempt.stageNo, amount: attempt.amount ?? 0, description: attempt.attempt.description });
    }
    case "subscription_bill": {
      const { billNo, event } = readBillMailRef(mail.ref);
      const [found] = await db
        .select({ subscriptionId: t.subscriptions.id, content: t.skus.content, bill: t.subscriptionBills, last4: t.autoPayMandates.cardLast4, authorization: t.autoPayMandates.authorization, open: t.autoPayMandates.open })
        .from(t.subscriptions)
        .innerJoin(t.skus, eq(t.skus.id, t.subscriptions.planSkuId))
        .innerJoin(t.subscriptionBills, and(eq(t.subscriptionBills.subscriptionId, t.subscriptions.id), eq(t.subscriptionBills.billNo, billNo)))
        .leftJoin(t.autoPayMandates, eq(t.autoPayMandates.orderId, t.subscriptions.orderId))
        .where(eq(t.subscriptions.orderId, order.id));
      // Paid meanwhile, or the subscription ended: nothing to tell any more.
      if (!found || found.bill.status === "paid" || found.bill.status === "void") return null;
      const when = (date: Date) => formatDateTime(date, site, language);
      return composeSubscriptionBill(translate, head, {
        event,
        plan: contentIn(found.content, language, language).title,
        student,
        amount: found.bill.amount,
        cardLast4: found.open && found.authorization === "authorized" ? found.last4 : null,
        deductAt: when(deductionAt(found.bill.periodStart)),
        periodEnd: when(found.bill.periodEnd),
        description: found.bill.description,
        url: new URL(`/my-subscription/detail/${found.subscriptionId}`, siteOrigin(order.locale)).href,
      });
    }
  }
}

/** A subscription bill mail's ref: the bill and what happened to it, once each. */
export const billMailRef = (billNo: number, event: SubscriptionBillFacts["event"]) => `${billNo}-${event}`;

function readBillMailRef(ref: string): { billNo: number; event: SubscriptionBillFacts["event"] } {
  const [billNo, event] = ref.split("-");
  return { billNo: Number(billNo), event: event === "failed" ? "failed" : "due" };
}

/** The family's sign-up account: its e-mail (login or contact) first, else its phone by SMS. */
export async function parentRecipient(db: Database, familyId: string): Promise<Pick<Message, "channel" | "recipient"> | null> {
  const [parent] = await db
    .select({ email: t.accounts.email, contactEmail: t.accounts.contactEmail, phone: t.accounts.phone, callingCode: t.accounts.countryCallingCode })
    .from(t.families)
    .innerJoin(t.accounts, eq(t.accounts.uid, t.families.registrationUid))
    .where(eq(t.families.id, familyId));
  const email = parent?.email ?? parent?.contactEmail;
  if (email) return { channel: "email", recipient: email };
  if (parent?.phone && parent.callingCode) return { channel: "sms", recipient: `${parent.callingCode} ${parent.phone}` };
  return null;
}

/** How often owed order mails are looked for: a receipt reaches the parent within seconds of the payment. */
export const ORDER_MAIL_SWEEP_MS = 5_000;

/** Sends owed order mails every ORDER_MAIL_SWEEP_MS until stopped. */
export function sweepOrderMails(db: Database, messenger: Messenger, sites: SiteDirectory, siteOrigin: SiteOrigin, onError: (error: unknown) => void): StopRepeating {
  return repeatEvery(ORDER_MAIL_SWEEP_MS, () => sendOwedOrderMails(db, messenger, sites, siteOrigin, new Date(), Date.now() + ORDER_MAIL_SWEEP_MS), onError);
}
