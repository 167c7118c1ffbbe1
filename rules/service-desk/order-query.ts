/**
 * What customer service typed to find an order, read as the criteria it can mean (issue 16): an order number,
 * a parent's e-mail or phone, a student's number or id, or a student's name. Digits alone can be a phone number
 * or a student number, so such a query looks for both.
 */
export type OrderCriterion =
  | { kind: "orderNumber"; orderId: string }
  | { kind: "email"; email: string }
  /** The phone's digits, with or without the calling code. */
  | { kind: "phone"; digits: string }
  | { kind: "studentNumber"; cardNo: string }
  | { kind: "studentId"; uid: string }
  | { kind: "studentName"; name: string };

export type OrderCriterionKind = OrderCriterion["kind"];

export type OrderQueryReading = { ok: true; criteria: OrderCriterion[] } | { ok: false; problem: OrderQueryProblem };
export type OrderQueryProblem = "empty" | "tooLong" | "tooShort" | "notAnEmail";

export const ORDER_QUERY_MAX_LENGTH = 100;
/** A name shorter than this matches too many students to be worth a list. */
export const STUDENT_NAME_MIN_LENGTH = 2;

/** Order numbers: the day (yyyymmdd) and ten digits (server/commerce/orders.ts). */
const ORDER_NUMBER = /^\d{18}$/;
/** Student numbers (accounts.card_no): nine digits. */
const STUDENT_NUMBER = /^\d{9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone as people write it: digits with spaces, dots, hyphens or brackets, perhaps a leading +. */
const PHONE = /^\+?[\d\s().-]+$/;
/** E.164 allows 15 digits; fewer than 6 is no one's number. */
const PHONE_DIGITS = { min: 6, max: 15 };

/** The criteria a query means, or why it means none. */
export function readOrderQuery(input: string): OrderQueryReading {
  const query = input.trim().replace(/\s+/g, " ");
  if (!query) return { ok: false, problem: "empty" };
  if (query.length > ORDER_QUERY_MAX_LENGTH) return { ok: false, problem: "tooLong" };
  if (ORDER_NUMBER.test(query)) return { ok: true, criteria: [{ kind: "orderNumber", orderId: query }] };
  if (query.includes("@")) {
    return EMAIL.test(query) ? { ok: true, criteria: [{ kind: "email", email: query.toLowerCase() }] } : { ok: false, problem: "notAnEmail" };
  }
  if (UUID.test(query)) return { ok: true, criteria: [{ kind: "studentId", uid: query.toLowerCase() }] };
  if (PHONE.test(query)) {
    const digits = query.replace(/\D/g, "");
    const criteria: OrderCriterion[] = [];
    if (digits.length >= PHONE_DIGITS.min && digits.length <= PHONE_DIGITS.max) criteria.push({ kind: "phone", digits });
    if (STUDENT_NUMBER.test(query)) criteria.push({ kind: "studentNumber", cardNo: query });
    return criteria.length > 0 ? { ok: true, criteria } : { ok: false, problem: "tooShort" };
  }
  if ([...query].length < STUDENT_NAME_MIN_LENGTH) return { ok: false, problem: "tooShort" };
  return { ok: true, criteria: [{ kind: "studentName", name: query }] };
}

/** The problem in words for the API's 4000 answer (the tool words it in the staff member's language). */
export const ORDER_QUERY_PROBLEMS: Record<OrderQueryProblem, string> = {
  empty: "type an order number, a parent's e-mail or phone, or a student's name or number",
  tooLong: `at most ${ORDER_QUERY_MAX_LENGTH} characters`,
  tooShort: `a phone needs ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits, a name at least ${STUDENT_NAME_MIN_LENGTH} letters`,
  notAnEmail: "an e-mail address needs a name, @ and a domain",
};
