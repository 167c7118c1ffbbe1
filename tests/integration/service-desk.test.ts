import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import type { OrderCriterion } from "../../rules/service-desk/order-query.js";
import { accounts } from "../../server/db/schema.js";
import { ordersMatching } from "../../server/service-desk/find-orders.js";
import { newStudent, signInWithStudent, uniqueEmail, uniquePhone, type Login } from "../helpers/accounts.js";
import { signInAsStaff, type SignedInStaff } from "../helpers/staff.js";
import { startTestService, type TestService } from "../helpers/test-service.js";

let running: TestService;
let service: SignedInStaff;
beforeAll(async () => {
  running = await startTestService();
  service = await signInAsStaff(running, "service");
});
afterAll(async () => {
  await running?.close();
});

const FRACTIONS = "us-fractions-video";
/** Letters only, and unlike any other test's student, so a search by name finds this family alone. */
const uniqueName = () => `Zed${[...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join("")}`;

/** A family that bought and paid for a recorded course through the API, as a parent does on the test gateway. */
async function familyWithPaidOrder(login: Login = { email: uniqueEmail() }) {
  const firstName = uniqueName();
  const family = await signInWithStudent(running, login, undefined, { ...newStudent, firstName });
  const { orderId } = await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: FRACTIONS } }, family.call);
  const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
  await family.api.call("actTestPayment", { paymentId, action: "pay" }, family.call);
  const [student] = await running.store.db.select({ cardNo: accounts.cardNo }).from(accounts).where(eq(accounts.uid, family.uid));
  return { family, orderId, paymentId, firstName, cardNo: student!.cardNo };
}

const find = (request: RequestOf<"serviceFindOrders">, staff = service) => staff.api.call("serviceFindOrders", request, staff.call);
const idsOf = (answer: { list: { orderId: string }[] }) => answer.list.map((order) => order.orderId);
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 0,
    (error: { code: number }) => error.code,
  );

describe("customer service finds an order", () => {
  it("by its number, the parent's e-mail, the student's name, number or id, with its status, total and contacts", async () => {
    const { family, orderId, firstName, cardNo } = await familyWithPaidOrder();
    const email = (family.login as { email: string }).email;

    const byNumber = await find({ query: ` ${orderId} ` });
    expect(byNumber).toMatchObject({ searchedBy: ["orderNumber"], more: false });
    expect(byNumber.list).toEqual([
      {
        orderId,
        locale: "us",
        createdAt: expect.any(String),
        status: ORDER_STATUS.paid,
        currency: expect.objectContaining({ code: "USD", factor: 100 }),
        total: 9900,
        student: { uid: family.uid, cardNo, nickName: newStudent.nickName, firstName, lastName: newStudent.lastName },
        parent: { email, phone: null },
      },
    ]);
    expect(await find({ query: email.toUpperCase() })).toMatchObject({ searchedBy: ["email"], list: [{ orderId }] });
    expect(idsOf(await find({ query: firstName.toLowerCase() }))).toEqual([orderId]);
    expect(idsOf(await find({ query: `${firstName} ${newStudent.lastName}` }))).toEqual([orderId]);
    // Nine digits can be a phone number or a student number: both are looked for.
    expect(await find({ query: cardNo })).toMatchObject({ searchedBy: ["phone", "studentNumber"], list: [{ orderId }] });
    expect(idsOf(await find({ query: family.uid }))).toEqual([orderId]);
  });

  it("by the parent's phone, written with or without its calling code", async () => {
    const phone = uniquePhone();
    const { orderId } = await familyWithPaidOrder({ phone, countryCallingCode: "+1" });
    const withCode = await find({ query: `+1 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` });
    expect(withCode).toMatchObject({ searchedBy: ["phone"], list: [{ orderId, parent: { email: null, phone: `+1 ${phone}` } }] });
    expect(idsOf(await find({ query: phone }))).toEqual([orderId]);
  });

  it("on one site only when asked, and never a wildcard from the query", async () => {
    const { orderId, family } = await familyWithPaidOrder();
    const email = (family.login as { email: string }).email;
    expect(idsOf(await find({ query: email, locale: "us" }))).toEqual([orderId]);
    expect(idsOf(await find({ query: email, locale: "uk" }))).toEqual([]);
    expect(idsOf(await find({ query: "%_" }))).toEqual([]);
  });

  it("refuses a query that can mean nothing with 4000 naming it", async () => {
    for (const query of ["x", "12", "someone@", "   "]) {
      await expect(find({ query }), query).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining("query") });
    }
    await expect(find({ query: "a".repeat(101) })).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT });
  });
});

describe("an order's timeline", () => {
  it("shows the order's lines, totals and payment, and what happened in time order", async () => {
    const { orderId, paymentId, family } = await familyWithPaidOrder();
    const timeline = await service.api.call("serviceOrderTimeline", { orderId }, service.call);
    expect(timeline.order).toMatchObject({ orderId, locale: "us", status: ORDER_STATUS.paid, paymentMethod: 0, total: 9900, dueNow: 9900, address: null });
    expect(timeline.order.paidAt).not.toBeNull();
    expect(timeline.student.uid).toBe(family.uid);
    expect(timeline.lines).toEqual([expect.objectContaining({ lineNo: 1, skuId: FRACTIONS, kind: "recorded", title: "Fractions Mastery Video Course", quantity: 1 })]);
    expect(timeline.payments).toEqual([expect.objectContaining({ paymentId, gateway: "test", amount: 9900, status: "succeeded" })]);
    expect(timeline.events.map((event) => event.kind)).toEqual(["created", "paymentStarted", "paymentResult", "paid"]);
    expect(timeline.events[2]).toMatchObject({ paymentId, gateway: "test", status: "succeeded" });
    const times = timeline.events.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("shows an unpaid order with no payment result and a cancelled one closed", async () => {
    const family = await signInWithStudent(running);
    const { orderId } = await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: FRACTIONS } }, family.call);
    expect((await service.api.call("serviceOrderTimeline", { orderId }, service.call)).events.map((event) => event.kind)).toEqual(["created"]);
    await family.api.call("cancelOrder", { orderId }, family.call);
    const cancelled = await service.api.call("serviceOrderTimeline", { orderId }, service.call);
    expect(cancelled.order.status).toBe(ORDER_STATUS.cancelled);
    expect(cancelled.events.map((event) => event.kind)).toEqual(["created", "closed"]);
    expect(cancelled.events[1]).toMatchObject({ status: ORDER_STATUS.cancelled });
  });

  it("answers 4003 for an order number no order has", async () => {
    expect(await codeOf(service.api.call("serviceOrderTimeline", { orderId: "202601010000000000" }, service.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });
});

describe("the roles", () => {
  it("refuses the desk's calls to editors and publishers (4031)", async () => {
    const { orderId } = await familyWithPaidOrder();
    for (const role of ["editor", "publisher"] as const) {
      const staff = await signInAsStaff(running, role);
      expect(await codeOf(find({ query: orderId }, staff)), role).toBe(ErrorCode.ROLE_FORBIDDEN);
      expect(await codeOf(staff.api.call("serviceOrderTimeline", { orderId }, staff.call)), role).toBe(ErrorCode.ROLE_FORBIDDEN);
    }
  });

  it("refuses customer service the pages: listing, saving, publishing (4031), but lets it sign out and read the audit log", async () => {
    const publisher = await signInAsStaff(running, "publisher");
    const path = `/service-desk-${randomBytes(4).toString("hex")}`;
    const { pageId, version } = await publisher.api.call("adminCreatePage", { locale: "uk", path, title: "Open day" }, publisher.call);
    const document = { title: "Open day", modules: [] };
    expect(
      await Promise.all([
        codeOf(service.api.call("adminListPages", { locale: "uk" }, service.call)),
        codeOf(service.api.call("adminSaveDraft", { pageId, basedOnVersion: version, document }, service.call)),
        codeOf(service.api.call("adminPublish", { pageId, version }, service.call)),
        codeOf(service.api.call("adminListMedia", {}, service.call)),
      ]),
    ).toEqual(Array(4).fill(ErrorCode.ROLE_FORBIDDEN));
    expect((await service.api.call("adminWhoAmI", {}, service.call)).role).toBe("service");
    expect(await codeOf(service.api.call("adminAuditLog", { limit: 5 }, service.call))).toBe(0);
    const other = await signInAsStaff(running, "service");
    expect(await other.api.call("adminSignOut", {}, other.call)).toBeNull();
  });
});

describe("the desk's indexes", () => {
  /** The plan of findOrders's query for the criteria, with sequential scans made the last resort. */
  async function planOf(criteria: OrderCriterion[]) {
    const { sql: text, params } = ordersMatching(running.store.db, criteria, undefined).toSQL();
    return running.store.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = (await tx.execute(sql.raw(`explain ${inlined(text, params)}`))) as { rows: Record<string, string>[] };
      return explained.rows.map((row) => Object.values(row)[0]).join("\n");
    });
  }
  /** The query with its parameters written in, as EXPLAIN takes no parameters here. */
  const inlined = (text: string, params: unknown[]) => text.replace(/\$(\d+)/g, (_, n: string) => `'${String(params[Number(n) - 1]).replaceAll("'", "''")}'`);

  it("finds accounts by e-mail, phone, student name and student on every site without reading every row", async () => {
    const byContact = await planOf([{ kind: "email", email: "ann@example.com" }, { kind: "phone", digits: "14155550142" }]);
    for (const index of ["accounts_any_email_idx", "accounts_contact_email_idx", "accounts_attention_email_lower_idx", "accounts_any_phone_idx", "accounts_full_phone_idx", "accounts_any_attention_phone_idx", "accounts_full_attention_phone_idx"]) {
      expect(byContact, index).toContain(index);
    }
    expect(await planOf([{ kind: "studentName", name: "ann lee" }])).toContain("accounts_names_idx");
    expect(await planOf([{ kind: "studentId", uid: "00000000-0000-4000-8000-000000000000" }])).toContain("orders_student_idx");
  });
});
