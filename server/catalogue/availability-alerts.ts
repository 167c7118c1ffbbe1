import { and, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import type { Messenger } from "../messaging/messenger.js";
import { siteI18n } from "../../i18n/i18n.server.js";
import { MESSAGES_NAMESPACE } from "../../i18n/messages-resources.js";
import { repeatEvery, type StopRepeating } from "../service/repeat.js";
import type { SiteDirectory } from "../service/sites.js";
import { productPath } from "../../rules/catalogue/product-paths.js";
import { contentIn } from "./cards.js";

/** A wished SKU can be bought now: its sale has opened, a seat is left, and its class (if any) is not over. */
export const availableNow = (now: Date) =>
  and(
    or(isNull(t.skus.saleStartsAt), lte(t.skus.saleStartsAt, now)),
    sql`${t.skus.store} - ${t.skus.taken} > 0`,
    or(isNull(t.classes.endsAt), gt(t.classes.endsAt, now)),
  );

/**
 * Sends every pending availability alert whose SKU can be bought now. Picking an alert stamps it sent in
 * the same transaction that records its message, so each goes out once however often this runs and in
 * however many processes.
 */
export async function sendDueAvailabilityAlerts(db: Database, messenger: Messenger, sites: SiteDirectory, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ uid: t.wishes.uid, skuId: t.wishes.skuId, kind: t.skus.kind, content: t.skus.content, courseContent: t.courses.content, email: t.accounts.email, contactEmail: t.accounts.contactEmail, phone: t.accounts.phone, callingCode: t.accounts.countryCallingCode, locale: t.skus.locale })
      .from(t.wishes)
      .innerJoin(t.skus, eq(t.skus.id, t.wishes.skuId))
      .innerJoin(t.accounts, eq(t.accounts.uid, t.wishes.uid))
      .leftJoin(t.classes, eq(t.classes.id, t.skus.classId))
      .leftJoin(t.courses, eq(t.courses.id, t.skus.courseId))
      .where(and(isNotNull(t.wishes.alertSetAt), isNull(t.wishes.alertSentAt), availableNow(now)))
      .for("update", { of: t.wishes, skipLocked: true })
      .limit(200);
    const sender = messenger.within(tx as unknown as Database);
    for (const alert of due) {
      await tx.update(t.wishes).set({ alertSentAt: now }).where(and(eq(t.wishes.uid, alert.uid), eq(t.wishes.skuId, alert.skuId)));
      const site = sites.forLocale(alert.locale);
      if (!site) continue;
      // The family's language is not kept with the alert; the site's own language is the one it was set in most often.
      const language = site.defaultLanguage;
      const translate = await siteI18n(site).getFixedT(language, MESSAGES_NAMESPACE);
      const values = { title: contentIn(alert.content ?? alert.courseContent, language, language).title, school: site.schoolName, path: productPath({ id: alert.skuId, kind: alert.kind }) };
      const message = { subject: translate("availabilityAlert.subject", values), body: translate("availabilityAlert.body", values) };
      const recipient = alert.email ?? alert.contactEmail;
      if (recipient) await sender.send({ channel: "email", recipient, ...message });
      else if (alert.phone && alert.callingCode) await sender.send({ channel: "sms", recipient: `${alert.callingCode} ${alert.phone}`, ...message });
    }
    return due.length;
  });
}

/** How often the server looks for alerts to send: a seat freed or a sale opened reaches the family within a minute. */
export const ALERT_SWEEP_MS = 30_000;

/** Sends due alerts every ALERT_SWEEP_MS until stopped; a failed round is logged and the next one tries again. */
export function sweepAvailabilityAlerts(db: Database, messenger: Messenger, sites: SiteDirectory, onError: (error: unknown) => void): StopRepeating {
  return repeatEvery(ALERT_SWEEP_MS, () => sendDueAvailabilityAlerts(db, messenger, sites, new Date()), onError);
}
