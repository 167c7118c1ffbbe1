import { eq } from "drizzle-orm";
import { siteI18n } from "../../../i18n/i18n.server.js";
import { MESSAGES_NAMESPACE } from "../../../i18n/messages-resources.js";
import { formatDateTime } from "../../../rules/regional/dates.js";
import { contentIn } from "../../catalogue/cards.js";
import * as t from "../../db/schema.js";
import { parentRecipient } from "../../order-mail/send.js";
import type { HandlerContext } from "../../service/context.js";

/**
 * Tells the parent the cancellation was recorded (decision 0031), in the request's language, in the call's transaction:
 * nothing more is charged, and practice stays open until `endsAt` (or has ended); the learning centre takes it from there.
 */
export async function sendCancellationNotice(ctx: HandlerContext, subscription: typeof t.subscriptions.$inferSelect, endsAt: Date): Promise<void> {
  const recipient = await parentRecipient(ctx.db, subscription.familyId);
  if (!recipient) return;
  const [found] = await ctx.db
    .select({ content: t.skus.content, firstName: t.accounts.firstName, lastName: t.accounts.lastName, nickName: t.accounts.nickName })
    .from(t.skus)
    .innerJoin(t.accounts, eq(t.accounts.uid, subscription.uid))
    .where(eq(t.skus.id, subscription.planSkuId));
  const site = ctx.site();
  const language = ctx.language();
  const say = await siteI18n(site).getFixedT(language, MESSAGES_NAMESPACE);
  const values = {
    school: site.schoolName,
    plan: contentIn(found?.content ?? null, language, site.defaultLanguage).title,
    student: [found?.firstName, found?.lastName].filter(Boolean).join(" ") || (found?.nickName ?? ""),
    date: formatDateTime(endsAt, site, language),
  };
  const ended = endsAt.getTime() <= ctx.now.getTime();
  await ctx.messenger.within(ctx.db).send({
    ...recipient,
    subject: say("subscriptionCancellation.subject", values),
    body: [say("subscriptionCancellation.recorded", values), say(ended ? "subscriptionCancellation.endedNow" : "subscriptionCancellation.openUntil", values), say("subscriptionCancellation.learningCentre")].join("\n"),
  });
}
