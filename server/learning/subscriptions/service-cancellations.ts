import { and, desc, eq, isNotNull } from "drizzle-orm";
import { CANCELLATION_LIST_LIMIT, type ServiceCancellation } from "../../../schemas/api/calls/subscriptions.js";
import type { ParsedRequestOf, ResponseOf } from "../../../schemas/api/contract.js";
import type { Language } from "../../../schemas/site.js";
import { contentIn } from "../../catalogue/cards.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";
import { parentAccount, parentContact, studentAndParentColumns } from "../../service-desk/find-orders.js";
import type { SiteDirectory } from "../../service/sites.js";
import { cancelReasonText } from "./family-subscriptions.js";

/** The cancellations parents asked for, the newest first, on every site or one: what the learning centre takes from there (decision 0031). */
export async function serviceCancellations(
  { db, sites, language }: { db: Database; sites: SiteDirectory; language: Language },
  { locale }: ParsedRequestOf<"serviceListCancellations">,
): Promise<ResponseOf<"serviceListCancellations">> {
  const rows = await db
    .select({ subscription: t.subscriptions, content: t.skus.content, ...studentAndParentColumns })
    .from(t.subscriptions)
    .innerJoin(t.skus, eq(t.skus.id, t.subscriptions.planSkuId))
    .innerJoin(t.accounts, eq(t.accounts.uid, t.subscriptions.uid))
    .innerJoin(t.families, eq(t.families.id, t.subscriptions.familyId))
    .leftJoin(parentAccount, eq(parentAccount.uid, t.families.registrationUid))
    .where(and(isNotNull(t.subscriptions.cancelRequestedAt), locale ? eq(t.subscriptions.locale, locale) : undefined))
    .orderBy(desc(t.subscriptions.cancelRequestedAt), desc(t.subscriptions.id))
    .limit(CANCELLATION_LIST_LIMIT + 1);
  const list = rows.slice(0, CANCELLATION_LIST_LIMIT).map((row): ServiceCancellation => {
    const { subscription } = row;
    const fallback = sites.forLocale(subscription.locale)?.defaultLanguage ?? language;
    return {
      subscriptionId: subscription.id,
      locale: subscription.locale,
      title: contentIn(row.content, language, fallback).title,
      student: { uid: row.student.uid, cardNo: row.student.cardNo, nickName: row.student.nickName ?? "", firstName: row.student.firstName ?? "", lastName: row.student.lastName ?? "" },
      parent: parentContact(row),
      periodType: subscription.periodType,
      requestedAt: subscription.cancelRequestedAt!.toISOString(),
      reason: { reasonId: subscription.cancelReason ?? 0, text: cancelReasonText(language, subscription.cancelReason ?? 0) },
      note: subscription.cancelNote ?? "",
      paidUntil: subscription.paidUntil.toISOString(),
      endedAt: subscription.endedAt?.toISOString() ?? null,
    };
  });
  return { list, more: rows.length > CANCELLATION_LIST_LIMIT };
}
