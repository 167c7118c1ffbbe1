import { describe, expect, it } from "vitest";
import { siteI18n } from "../../i18n/i18n.server.js";
import { MESSAGES_NAMESPACE } from "../../i18n/messages-resources.js";
import { composeDebitResult, composeReceipt, composeRefundDecision, composeSubscriptionBill, type OrderMailHead, type ReceiptFacts, type SubscriptionBillFacts } from "./compose.js";

const translator = (language: "en" | "zh-Hans") => siteI18n({ languages: ["en", "zh-Hans"], defaultLanguage: "en" }).getFixedT(language, MESSAGES_NAMESPACE);
const head: OrderMailHead = {
  school: "Think Academy",
  orderId: "20261127123456789",
  detailUrl: "http://us.localhost:3000/order/detail/20261127123456789",
  currency: { symbol: "$", factor: 100, decimals: 2 },
};
const receipt: ReceiptFacts = {
  student: "Ann Lee",
  lines: [
    { title: "Grade 5 Math", quantity: 1, amount: 60000, attached: false },
    { title: "Workbook", quantity: 2, amount: 4000, attached: true },
  ],
  subtotal: 64000,
  couponSaving: 5000,
  groupDiscount: 0,
  feeTotal: 800,
  tax: 0,
  taxIncluded: false,
  total: 59800,
  paid: 29800,
  stagesLeft: 2,
};

describe("order mails", () => {
  it("a receipt lists each line with its amount, then the order's own figures, leaving out what is zero", async () => {
    const mail = composeReceipt(await translator("en"), head, receipt);
    expect(mail.subject).toBe("Think Academy: your receipt for order 20261127123456789");
    expect(mail.body.split("\n")).toEqual([
      "Thank you. Think Academy has received your payment for order 20261127123456789 for Ann Lee.",
      "",
      "Grade 5 Math × 1: $600.00",
      "  with Workbook × 2: $40.00",
      "",
      "Subtotal: $640.00",
      "Coupon saving: -$50.00",
      "Delivery: $8.00",
      "Total: $598.00",
      "Paid now: $298.00",
      "2 instalments are still to be paid.",
      "",
      "Order details: http://us.localhost:3000/order/detail/20261127123456789",
    ]);
  });

  it("says whether GST was included or added, and one instalment in the singular", async () => {
    const body = composeReceipt(await translator("en"), head, { ...receipt, tax: 5400, taxIncluded: true, stagesLeft: 1 }).body;
    expect(body).toContain("GST included: $54.00");
    expect(body).toContain("1 instalment is still to be paid.");
    expect(composeReceipt(await translator("en"), head, { ...receipt, tax: 5400, stagesLeft: 0 }).body).not.toMatch(/instalment|GST included/);
  });

  it("an approved refund tells the amount and the 7 to 14 business days (about 7 to 12 working days in Chinese), with the staff's note", async () => {
    const approved = composeRefundDecision(await translator("en"), head, { approved: true, amount: 29800, note: "Sorry to see you go." });
    expect(approved.subject).toBe("Think Academy: your refund for order 20261127123456789 is approved");
    expect(approved.body).toContain("Your refund of $298.00 for order 20261127123456789 is approved. The amount arrives in 7 to 14 business days");
    expect(approved.body).toContain("Customer service: Sorry to see you go.");
    expect(composeRefundDecision(await translator("zh-Hans"), head, { approved: true, amount: 29800, note: "" }).body).toContain("7 至 12 个工作日");
    const rejected = composeRefundDecision(await translator("en"), head, { approved: false, amount: 29800, note: "" });
    expect(rejected.body).toContain("was not approved");
    expect(rejected.body).not.toContain("Customer service:");
  });

  it("a debit result tells the stage and amount, and on failure the reason and what to do", async () => {
    const t = await translator("en");
    expect(composeDebitResult(t, head, { succeeded: true, stageNo: 2, amount: 30000, description: "" }).body).toContain("$300.00 for instalment 2 of order 20261127123456789 was debited");
    const failed = composeDebitResult(t, head, { succeeded: false, stageNo: 2, amount: 30000, description: "Your card was declined." });
    expect(failed.subject).toBe("Think Academy: instalment 2 of order 20261127123456789 could not be debited");
    expect(failed.body).toContain("re-authorise auto pay or pay it in Unpaid Courses");
    expect(failed.body).toContain("Reason: Your card was declined.");
  });

  const bill: SubscriptionBillFacts = {
    event: "due",
    plan: "Grade 4 Weekly Practice",
    student: "Ann Lee",
    amount: 1900,
    cardLast4: "4242",
    deductAt: "12/03/2026 10:00",
    periodEnd: "01/01/2027 10:00",
    description: "",
    url: "http://us.localhost:3000/my-subscription/detail/1",
  };

  it("a subscription bill due says until when it may be paid by hand and which card it is deducted from after", async () => {
    const t = await translator("en");
    const due = composeSubscriptionBill(t, head, bill);
    expect(due.subject).toBe("Think Academy: Grade 4 Weekly Practice for Ann Lee is due for renewal");
    expect(due.body).toContain("is due: $19.00.");
    expect(due.body).toContain("until 12/03/2026 10:00; after that it is deducted from your card ending 4242.");
    expect(due.body).toContain("Your subscription: http://us.localhost:3000/my-subscription/detail/1");
    expect(composeSubscriptionBill(t, head, { ...bill, cardLast4: null }).body).toContain("no card is kept for automatic payment, and the subscription ends then");
  });

  it("a subscription bill not deducted gives the reason and the last day to pay it by hand", async () => {
    const failed = composeSubscriptionBill(await translator("zh-Hans"), head, { ...bill, event: "failed", description: "Your card was declined." });
    expect(failed.subject).toBe("Think Academy：Grade 4 Weekly Practice扣款未成功");
    expect(failed.body).toContain("Your card was declined.");
    expect(failed.body).toContain("请在01/01/2027 10:00之前在订阅页面自行支付");
  });
});
