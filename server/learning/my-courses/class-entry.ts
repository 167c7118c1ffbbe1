import { eq } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { entryOpensAt, entryStateAt, OFFLINE_ARRIVE_EARLY_MINUTES } from "../../../rules/learning/entry-window.js";
import { formatDateTime } from "../../../rules/regional/dates.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";
import { placeWithLessons, requestTimezone, taughtIn } from "./course-detail.js";
import { venueOf } from "./class-facts.js";

const ended = (message: string) => new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, message);

/**
 * Entering a purchased lesson of the family's place (SPEC §4, §9): the online room of the class it is taught in (its
 * own, or the one a reschedule moved it into) from the moment it opens until it ends; for a class taught in person,
 * the venue and how early to arrive. Never a link for a refunded or transferred place.
 */
export async function classEntry(ctx: HandlerContext, request: { classId: string; lessonNumber: number; studentId?: string | undefined }): Promise<ResponseOf<"queryClassEntry">> {
  const { place, lessons, card, cards } = await placeWithLessons(ctx, request);
  if (place.status !== "active") throw ended(ctx.say("placeEnded"));
  const lesson = lessons.find((candidate) => candidate.number === request.lessonNumber);
  if (!lesson) throw ended("No matching record found.");
  const taught = taughtIn(lesson, card, cards);
  const mode = taught.spec.deliveryMode;
  const state = entryStateAt(lesson, mode, ctx.now);
  if (state === "ended") throw ended(ctx.say("lessonOver"));
  if (state === "notOpen") {
    const time = formatDateTime(entryOpensAt(lesson, mode), ctx.site(), ctx.language(), { timezone: requestTimezone(ctx) });
    throw new ApiError(ErrorCode.CLASS_NOT_OPEN_YET, ctx.say("classroomOpensAt", { time }));
  }
  const times = { startsAt: lesson.startsAt.toISOString(), endsAt: lesson.endsAt.toISOString() };
  const venue = venueOf(taught);
  if (venue) return { kind: "inPerson", venue, arriveEarlyMinutes: OFFLINE_ARRIVE_EARLY_MINUTES, ...times };
  const [room] = await ctx.db.select({ url: t.classes.roomUrl }).from(t.classes).where(eq(t.classes.id, taught.spec.clazzId));
  if (!room?.url) throw ended(ctx.say("classroomNotReady"));
  return { kind: "online", url: room.url, deliveryMode: mode, ...times };
}
