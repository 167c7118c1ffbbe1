import { and, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import { ORDER_SEARCH_LIMIT, type FoundOrder } from "../../schemas/api/calls/service-desk.js";
import type { Locale } from "../../schemas/site.js";
import type { OrderCriterion } from "../../rules/service-desk/order-query.js";
import { shownStatus } from "../commerce/order-list.js";
import type { Database } from "../db/connection.js";
import { phoneWithCallingCode, studentNames } from "../db/account-search.js";
import * as t from "../db/schema.js";
import type { SiteDirectory } from "../service/sites.js";
import { orderCurrency } from "./order-currency.js";

/** The family's sign-up account, whose contacts are the parent's. */
export const parentAccount = alias(t.accounts, "parent_account");

/** The columns of an order's student and parent that the desk shows. */
export const studentAndParentColumns = {
  student: { uid: t.accounts.uid, cardNo: t.accounts.cardNo, nickName: t.accounts.nickName, firstName: t.accounts.firstName, lastName: t.accounts.lastName },
  parentEmail: parentAccount.email,
  parentCallingCode: parentAccount.countryCallingCode,
  parentPhone: parentAccount.phone,
  hasParent: sql<boolean>`${parentAccount.uid} is not null`,
};

type ParentColumns = { parentEmail: string | null; parentCallingCode: string | null; parentPhone: string | null; hasParent: boolean };

/** The parent's contacts as the desk shows them (the phone with its calling code), or null without a sign-up account. */
export function parentContact(row: ParentColumns): FoundOrder["parent"] {
  if (!row.hasParent) return null;
  return { email: row.parentEmail, phone: row.parentPhone ? `${row.parentCallingCode ?? ""} ${row.parentPhone}`.trim() : null };
}

/** `%text%` for ILIKE with the pattern characters in `text` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A phone's digits against a stored calling code ("+1") and number ("4155550142"): with the code or without it. */
function phoneMatches(callingCode: PgColumn, phone: PgColumn, digits: string): SQL {
  return or(eq(phone, digits), eq(phoneWithCallingCode(callingCode, phone), digits))!;
}

/** The families one of whose accounts has the contact. */
function familiesWithContact(db: Database, criterion: Extract<OrderCriterion, { kind: "email" | "phone" }>) {
  const a = t.accounts;
  const matches =
    criterion.kind === "email"
      ? or(eq(a.email, criterion.email), eq(sql`lower(${a.attentionEmail})`, criterion.email), eq(sql`lower(${a.contactEmail})`, criterion.email))
      : or(phoneMatches(a.countryCallingCode, a.phone, criterion.digits), phoneMatches(a.attentionCountryCode, a.attentionPhone, criterion.digits));
  return db.selectDistinct({ familyId: a.familyId }).from(a).where(matches);
}

/** The students a number, id or name is of. */
function studentsMatching(db: Database, criterion: Extract<OrderCriterion, { kind: "studentNumber" | "studentName" }>) {
  const a = t.accounts;
  if (criterion.kind === "studentNumber") return db.select({ uid: a.uid }).from(a).where(eq(a.cardNo, criterion.cardNo));
  return db
    .select({ uid: a.uid })
    .from(a)
    .where(ilike(studentNames(a.firstName, a.lastName, a.nickName), containing(criterion.name)));
}

function criterionCondition(db: Database, criterion: OrderCriterion): SQL {
  switch (criterion.kind) {
    case "orderNumber":
      return eq(t.orders.id, criterion.orderId);
    case "studentId":
      return eq(t.orders.uid, criterion.uid);
    case "email":
    case "phone":
      return inArray(t.orders.familyId, familiesWithContact(db, criterion));
    case "studentNumber":
    case "studentName":
      return inArray(t.orders.uid, studentsMatching(db, criterion));
  }
}

/**
 * The newest orders any criterion matches, on every site or one, at most ORDER_SEARCH_LIMIT; `more` when others
 * matched too (one more row is read to tell).
 */
export async function findOrders(db: Database, sites: SiteDirectory, criteria: OrderCriterion[], locale: Locale | undefined, now: Date) {
  const rows = await ordersMatching(db, criteria, locale);
  const list: FoundOrder[] = rows.slice(0, ORDER_SEARCH_LIMIT).map((row) => ({
    orderId: row.orderId,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    status: shownStatus(row, now),
    currency: orderCurrency(sites, row),
    total: row.total,
    student: row.student,
    parent: parentContact(row),
  }));
  return { list, more: rows.length > ORDER_SEARCH_LIMIT };
}

/** The query of findOrders: one row more than it shows. Apart, so a test can see its plan use the desk's indexes. */
export function ordersMatching(db: Database, criteria: OrderCriterion[], locale: Locale | undefined) {
  return db
    .select({
      orderId: t.orders.id,
      locale: t.orders.locale,
      createdAt: t.orders.createdAt,
      expiresAt: t.orders.expiresAt,
      status: t.orders.status,
      currency: t.orders.currency,
      total: t.orders.total,
      ...studentAndParentColumns,
    })
    .from(t.orders)
    .innerJoin(t.accounts, eq(t.accounts.uid, t.orders.uid))
    .innerJoin(t.families, eq(t.families.id, t.orders.familyId))
    .leftJoin(parentAccount, eq(parentAccount.uid, t.families.registrationUid))
    .where(and(or(...criteria.map((criterion) => criterionCondition(db, criterion))), locale ? eq(t.orders.locale, locale) : undefined))
    .orderBy(desc(t.orders.createdAt), desc(t.orders.id))
    .limit(ORDER_SEARCH_LIMIT + 1);
}
