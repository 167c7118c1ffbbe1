import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import * as t from "../../server/db/schema.js";
import { Messenger } from "../../server/messaging/messenger.js";
import { sendOwedOrderMails } from "../../server/order-mail/send.js";
import { SiteDirectory } from "../../server/service/sites.js";
import { signInWithStudent, uniqueEmail } from "../helpers/accounts.js";
import { codeOf } from "../helpers/refusal.js";
import { signInAsStaff, type SignedInStaff } from "../helpers/staff.js";
import { startTestService, type TestService } from "../helpers/test-service.js";

let running: TestService;
let service: SignedInStaff;
let sites: SiteDirectory;
beforeAll(async () => {
  running = await startTestService();
  service = await signInAsStaff(running, "service");
  sites = new SiteDirectory(running.store.db);
  await sites.reload();
});
afterAll(async () => {
  await running?.close();
});

const siteOrigin = (locale: string) => `http://${locale}.localhost:3000`;
/** One sweep, as the server's runs every few seconds (the outbox keeps bodies outside production). */
const sweep = () => sendOwedOrderMails(running.store.db, new Messenger(running.store.db, {}, true), sites, siteOrigin, new Date());
/** The messages about an order to a recipient, newest first (the sign-in codes sent there are not about it). */
const mailsTo = (recipient: string, orderId: string) =>
  running.store.db
    .select()
    .from(t.outboxMessages)
    .where(and(eq(t.outboxMessages.recipient, recipient), eq(t.outboxMessages.orderId, orderId)))
    .orderBy(desc(t.outboxMessages.id));

/** A family that bought the fractions course; paid unless told otherwise. */
async function familyWithOrder({ pay = true } = {}) {
  const email = uniqueEmail();
  const family = await signInWithStudent(running, { email });
  const { orderId } = await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: "us-fractions-video" } }, family.call);
  if (pay) {
    const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
    await family.api.call("actTestPayment", { paymentId, action: "pay" }, family.call);
  }
  return { family, email, orderId };
}

describe("order mails", () => {
  it("a paid order owes its receipt, sent once with its lines and figures however often the sweep runs, and shown on the timeline", async () => {
    const { email, orderId } = await familyWithOrder();
    const [owed] = await running.store.db.select().from(t.orderMails).where(eq(t.orderMails.orderId, orderId));
    expect(owed).toMatchObject({ kind: "receipt", ref: "", sentAt: null });

    await Promise.all([sweep(), sweep()]);
    await sweep();
    const sent = await mailsTo(email, orderId);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: "email", orderId, subject: expect.stringContaining(`your receipt for order ${orderId}`) });
    expect(sent[0]!.body).toMatch(/× 1: \$99\.00/);
    expect(sent[0]!.body).toContain("Total: $99.00");
    expect(sent[0]!.body).toContain(`Order details: http://us.localhost:3000/order/detail/${orderId}`);

    const timeline = await service.api.call("serviceOrderTimeline", { orderId }, service.call);
    expect(timeline.events.filter((event) => event.kind === "messageSent")).toEqual([
      { kind: "messageSent", at: expect.any(String), channel: "email", subject: sent[0]!.subject, delivery: "outbox" },
    ]);
  });

  it("one sweep sends every mail owed, however many, in its time; and tries one that fails once", async () => {
    const { email, orderId } = await familyWithOrder();
    const resends = Array.from({ length: 45 }, (_, index) => ({ orderId, kind: "receipt" as const, ref: `resend-test-${index}` }));
    await running.store.db.insert(t.orderMails).values(resends);
    expect(await sweep()).toBeGreaterThanOrEqual(46);
    expect(await mailsTo(email, orderId)).toHaveLength(46);

    await running.store.db.insert(t.orderMails).values(resends.map((mail) => ({ ...mail, ref: `${mail.ref}-again` })));
    const failing = { deliver: async () => Promise.reject(new Error("the mail server is down")) };
    const attempts: number[] = [];
    const counting = { deliver: async () => void attempts.push(1) };
    expect(await sendOwedOrderMails(running.store.db, new Messenger(running.store.db, { email: failing }, false), sites, siteOrigin, new Date())).toBe(0);
    const countingMessenger = new Messenger(running.store.db, { email: counting }, false);
    // A round past its time ends after its batch; the next goes on from there.
    expect(await sendOwedOrderMails(running.store.db, countingMessenger, sites, siteOrigin, new Date(), Date.now())).toBe(20);
    expect(await sendOwedOrderMails(running.store.db, countingMessenger, sites, siteOrigin, new Date())).toBe(25);
    expect(attempts).toHaveLength(45);
  });

  it("an unpaid order owes nothing", async () => {
    const { orderId } = await familyWithOrder({ pay: false });
    expect(await running.store.db.select().from(t.orderMails).where(eq(t.orderMails.orderId, orderId))).toEqual([]);
  });

  it("customer service sends the receipt again: each request one more mail, audited; never for an unpaid order or another role", async () => {
    const { email, orderId } = await familyWithOrder();
    await sweep();
    expect(await service.api.call("serviceResendReceipt", { orderId }, service.call)).toBeNull();
    await sweep();
    expect(await mailsTo(email, orderId)).toHaveLength(2);
    const [audit] = await running.store.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, "receipt-resend"), eq(t.auditLog.target, orderId)));
    expect(audit).toMatchObject({ staffEmail: service.staff.email });

    const unpaid = await familyWithOrder({ pay: false });
    expect(await codeOf(service.api.call("serviceResendReceipt", { orderId: unpaid.orderId }, service.call))).toBe(ErrorCode.INVALID_INPUT);
    expect(await codeOf(service.api.call("serviceResendReceipt", { orderId: "1" }, service.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    for (const role of ["editor", "publisher"] as const) {
      const staff = await signInAsStaff(running, role);
      expect(await codeOf(staff.api.call("serviceResendReceipt", { orderId }, staff.call))).toBe(ErrorCode.ROLE_FORBIDDEN);
    }
    await sweep();
    expect(await mailsTo(email, orderId)).toHaveLength(2);
  });
});
