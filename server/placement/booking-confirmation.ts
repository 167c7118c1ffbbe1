import { createEvent } from "ics";
import { siteI18n } from "../../i18n/i18n.server.js";
import { MESSAGES_NAMESPACE } from "../../i18n/messages-resources.js";
import { formatDateTime } from "../../rules/regional/dates.js";
import type { AssessmentBooking } from "../../schemas/api/calls/assessments.js";
import type { Message } from "../messaging/messenger.js";
import { parentRecipient } from "../order-mail/send.js";
import type { HandlerContext } from "../service/context.js";

/**
 * The booking's confirmation (decision 0032), in the request's language, in the booking's transaction: to the e-mail
 * the parent gave for it, else the family's own contact; an e-mail carries the time as a calendar invitation.
 */
export async function sendBookingConfirmation(ctx: HandlerContext, familyId: string, booking: AssessmentBooking): Promise<void> {
  const site = ctx.site();
  const language = ctx.language();
  const say = await siteI18n(site).getFixedT(language, MESSAGES_NAMESPACE);
  const recipient: Pick<Message, "channel" | "recipient"> | null = booking.contact.email ? { channel: "email", recipient: booking.contact.email } : await parentRecipient(ctx.db, familyId);
  if (!recipient) return;
  const student = [booking.student.firstName, booking.student.lastName].filter(Boolean).join(" ") || booking.student.nickName;
  const where = booking.method === "video" ? say("assessment.place.video") : say("assessment.place.center", { name: booking.place.name, address: booking.place.address });
  const values = { school: site.schoolName, student, time: formatDateTime(booking.startsAt, site, language), where };
  const title = say("assessment.event", values);
  const body = [say("assessment.booked", values), say("assessment.prepare"), booking.place.phone && say("assessment.phone", { phone: booking.place.phone }), say("assessment.change")].filter(Boolean).join("\n");
  const invitation = booking.contact.email ? calendarInvitation(booking, title, where) : null;
  await ctx.messenger.within(ctx.db).send({ ...recipient, subject: say("assessment.subject", values), body, ...(invitation ? { attachments: [invitation] } : {}) });
}

/** The time as an iCalendar event, for the parent's calendar app. */
export function calendarInvitation(booking: AssessmentBooking, title: string, location: string): NonNullable<Message["attachments"]>[number] {
  const { error, value } = createEvent({
    uid: `assessment-${booking.bookingId}`,
    title,
    start: Date.parse(booking.startsAt),
    end: Date.parse(booking.endsAt),
    startInputType: "utc",
    startOutputType: "utc",
    endInputType: "utc",
    endOutputType: "utc",
    location,
    method: "PUBLISH",
  });
  if (error || !value) throw error ?? new Error("The calendar invitation could not be written");
  return { filename: "assessment.ics", contentType: "text/calendar; charset=utf-8", content: value };
}
