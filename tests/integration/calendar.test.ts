import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { accounts, calendarFeeds, changeApplications, classes, enrolments, lessons, outboxMessages, skus } from "../../server/db/schema.js";
import { loadEnv } from "../../server/env.js";
import { sendDueLessonReminders } from "../../server/learning/calendar/reminders.js";
import { Messenger } from "../../server/messaging/messenger.js";
import { SiteDirectory } from "../../server/service/sites.js";
import { freshClient, sibling, signInWithStudent, uniqueEmail } from "../helpers/accounts.js";
import { familyFeedToken, feedTokenOf } from "../helpers/calendar.js";
import { enrolIn, GRADE4_LOS_ALTOS, GRADE4_ONLINE } from "../helpers/learning.js";
import { codeOf } from "../helpers/refusal.js";
import { refundRequest } from "../helpers/refunds.js";
import { signInAsStaff, type SignedInStaff } from "../helpers/staff.js";
import { startTestService, ukContext, usContext, type TestService } from "../helpers/test-service.js";

let running: TestService;
let service: SignedInStaff;
let sites: SiteDirectory;
const ROOM = "https://zoom.example/j/4155550100";
const LOS_ALTOS = "Los Altos, 455 Linden Grove St, Los Altos, CA 94022";

beforeAll(async () => {
  running = await startTestService();
  service = await signInAsStaff(running, "service");
  sites = new SiteDirectory(running.store.db);
  await sites.reload();
  // The school gives the online class its room (the seed has none).
  await running.store.db.update(classes).set({ roomUrl: ROOM }).where(eq(classes.id, GRADE4_ONLINE.classId));
  // Seats enough for every family of this file in the Los Altos class (two left in the seed).
  await running.store.db.update(skus).set({ store: sql`${skus.store} + 10` }).where(eq(skus.id, GRADE4_LOS_ALTOS.skuId));
});
afterAll(async () => {
  await running?.close();
});

type Family = Awaited<ReturnType<typeof signInWithStudent>>;

/** A family of two: Bo in the online class, Cy in the Los Altos one. */
async function familyOfTwo() {
  const email = uniqueEmail();
  const family = await signInWithStudent(running, { email });
  const { id: cyId } = await family.api.call("addNewStudent", { ...sibling, nickName: "Cy", firstName: "Cy" }, family.call);
  await enrolIn(family, GRADE4_ONLINE.skuId);
  await enrolIn(family, GRADE4_LOS_ALTOS.skuId, cyId);
  return { family, email, cyId };
}

/** A passed reschedule of the student's lesson `number` into the same lesson of another class, as the reschedule calls record it. */
async function reschedule(uid: string, from: string, to: string, number: number) {
  const db = running.store.db;
  const [place] = await db.select().from(enrolments).where(and(eq(enrolments.uid, uid), eq(enrolments.classId, from), eq(enrolments.status, "active")));
  await db.insert(changeApplications).values({ kind: "reschedule", familyId: place!.familyId, uid, enrolmentId: place!.id, fromClassId: from, fromLesson: number, toClassId: to, toLesson: number, status: "passed", decidedAt: new Date() });
  await db.update(lessons).set({ guests: sql`${lessons.guests} + 1` }).where(and(eq(lessons.classId, to), eq(lessons.number, number)));
}

const lessonsOf = (classId: string) => running.store.db.select().from(lessons).where(eq(lessons.classId, classId)).orderBy(asc(lessons.number));
const lessonOf = async (classId: string, number: number) => (await lessonsOf(classId)).find((lesson) => lesson.number === number)!;

/** The feed of a token as a calendar app gets it: no session, from an address of its own. */
const feedFile = async (token: string, context = usContext) => (await freshClient(running).call("getCalendarFeedFile", { token }, context)).calendar;

/** The events of an iCalendar text: each property by name, lines unfolded and text unescaped (RFC 5545 §3.1, §3.3.11). */
function icsEvents(calendar: string): Record<string, string>[] {
  const lines = calendar.replace(/\r\n[ \t]/g, "").split("\r\n");
  const events: Record<string, string>[] = [];
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") events.push({});
    const event = events.at(-1);
    const colon = line.indexOf(":");
    if (!event || colon < 0 || line.startsWith("BEGIN:") || line === "END:VEVENT") continue;
    event[line.slice(0, colon).split(";")[0]!] = line.slice(colon + 1).replace(/\\n/gi, "\n").replace(/\\([,;\\])/g, "$1");
  }
  return events;
}

const icsTime = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** The reminders sent to a parent, oldest first. */
const remindersTo = (email: string) =>
  running.store.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), like(outboxMessages.subject, "%lesson starts soon")))
    .orderBy(asc(outboxMessages.id));
const minutes = (count: number) => count * 60_000;
const before = (date: Date, ms: number) => new Date(date.getTime() - ms);
/** One sweep as of `now`, at the configured lead time, as every server process runs one each minute. */
const sweep = (now: Date) => sendDueLessonReminders(running.store.db, new Messenger(running.store.db, {}, true), sites, running.env.LESSON_REMINDER_MINUTES, now);

describe("the family's calendar feed", () => {
  it("lists every lesson of its students' places, with the join link online, the venue in person and a reschedule applied", async () => {
    const { family, email } = await familyOfTwo();
    const token = await familyFeedToken(family);
    const first = icsEvents(await feedFile(token));
    expect(first).toHaveLength(24);

    await reschedule(family.uid, GRADE4_ONLINE.classId, GRADE4_LOS_ALTOS.classId, 2);
    const calendar = await feedFile(token);
    const events = icsEvents(calendar);
    // A calendar app updates the moved lesson: the same UIDs, lesson 2 of Bo at its new time and place.
    expect(events.map((event) => event.UID).sort()).toEqual(first.map((event) => event.UID).sort());
    expect(new Set(events.map((event) => event.UID)).size).toBe(24);

    const bo = events.filter((event) => event.SUMMARY === "Grade 4 Problem Solving · Bo");
    const cy = events.filter((event) => event.SUMMARY === "Grade 4 Problem Solving · Cy");
    expect([bo.length, cy.length]).toEqual([12, 12]);
    const [online1, losAltos2] = [await lessonOf(GRADE4_ONLINE.classId, 1), await lessonOf(GRADE4_LOS_ALTOS.classId, 2)];
    expect(bo.find((event) => event.DTSTART === icsTime(online1.startsAt))).toMatchObject({
      DTEND: icsTime(online1.endsAt),
      LOCATION: "Online",
      URL: ROOM,
      DESCRIPTION: expect.stringContaining(`Join the lesson: ${ROOM}`),
    });
    const moved = bo.find((event) => event.DESCRIPTION!.startsWith("Lesson 2:"));
    expect(moved).toMatchObject({ DTSTART: icsTime(losAltos2.startsAt), DTEND: icsTime(losAltos2.endsAt), LOCATION: LOS_ALTOS });
    expect(moved!.URL).toBeUndefined();
    expect(first.find((event) => event.UID === moved!.UID)!.DTSTART).toBe(icsTime((await lessonOf(GRADE4_ONLINE.classId, 2)).startsAt));
    expect(cy.every((event) => event.LOCATION === LOS_ALTOS && event.URL === undefined)).toBe(true);
    expect(cy.map((event) => event.DTSTART)).toEqual((await lessonsOf(GRADE4_LOS_ALTOS.classId)).map((lesson) => icsTime(lesson.startsAt)));
    // Only first names: no surname, no contact.
    expect(calendar).not.toContain(email);
    expect(calendar).not.toContain("Parent");
  });

  it("keeps its address until renewed; renewing gives a new one and the old one opens nothing from then on", async () => {
    const family = await signInWithStudent(running);
    await enrolIn(family, GRADE4_ONLINE.skuId);
    const address = await family.api.call("queryCalendarFeed", {}, family.call);
    expect(await family.api.call("queryCalendarFeed", {}, family.call)).toEqual(address);
    const old = feedTokenOf(address);
    expect(icsEvents(await feedFile(old))).toHaveLength(12);

    const renewed = await family.api.call("renewCalendarFeed", {}, family.call);
    expect(renewed.path).not.toBe(address.path);
    expect(await codeOf(feedFile(old))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(icsEvents(await feedFile(feedTokenOf(renewed)))).toHaveLength(12);
    expect(await family.api.call("queryCalendarFeed", {}, family.call)).toEqual(renewed);
    // Renewed again at once (the same clock), still a new address.
    const again = await family.api.call("renewCalendarFeed", {}, family.call);
    expect(again.path).not.toBe(renewed.path);
    expect(await codeOf(feedFile(feedTokenOf(renewed)))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });

  it("keeps only the token's hash, and answers 4003 alike for a token never given and on another site's host", async () => {
    const family = await signInWithStudent(running);
    const token = await familyFeedToken(family);
    const [account] = await running.store.db.select({ familyId: accounts.familyId }).from(accounts).where(eq(accounts.uid, family.uid));
    const [feed] = await running.store.db.select().from(calendarFeeds).where(eq(calendarFeeds.familyId, account!.familyId));
    expect(feed!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(feed)).not.toContain(token);
    expect(await codeOf(feedFile(randomBytes(32).toString("base64url")))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(feedFile(token, ukContext))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(icsEvents(await feedFile(token))).toEqual([]);
  });
});

describe("lesson reminders", () => {
  it("go the configured lead time ahead: an hour unless told, from 5 minutes to a day", () => {
    expect(running.env.LESSON_REMINDER_MINUTES).toBe(60);
    expect(loadEnv({ LESSON_REMINDER_MINUTES: "1440" }).LESSON_REMINDER_MINUTES).toBe(1440);
    for (const refused of ["4", "1441", "soon"]) expect(() => loadEnv({ LESSON_REMINDER_MINUTES: refused }), refused).toThrow(/LESSON_REMINDER_MINUTES/);
  });

  it("go once per student and lesson at the lead time, however many sweeps run, at the room online and the venue in person", async () => {
    const { email } = await familyOfTwo();
    const lead = minutes(running.env.LESSON_REMINDER_MINUTES);
    const bo1 = await lessonOf(GRADE4_ONLINE.classId, 1);
    await sweep(before(bo1.startsAt, lead + minutes(1)));
    expect(await remindersTo(email)).toEqual([]);

    await sweep(before(bo1.startsAt, lead));
    await sweep(before(bo1.startsAt, lead - minutes(1)));
    await Promise.all([sweep(before(bo1.startsAt, minutes(10))), sweep(before(bo1.startsAt, minutes(10)))]);
    const sent = await remindersTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: "email", subject: expect.stringMatching(/^Mathwise Academy United States: Bo's lesson starts soon$/) });
    expect(sent[0]!.body).toMatch(/^Bo's lesson 1 of Grade 4 Problem Solving starts at .+ \(Pacific Time\)\.$/m);
    expect(sent[0]!.body).toContain(`Where: Online\nJoin the lesson: ${ROOM}`);

    const cy1 = await lessonOf(GRADE4_LOS_ALTOS.classId, 1);
    await Promise.all([sweep(before(cy1.startsAt, minutes(30))), sweep(before(cy1.startsAt, minutes(30)))]);
    const cy = (await remindersTo(email)).filter((message) => message.body.startsWith("Cy's lesson 1 "));
    expect(cy).toHaveLength(1);
    expect(cy[0]!.body).toContain(`Where: ${LOS_ALTOS}\nPlease arrive 15 minutes early.`);
  });

  it("follow a reschedule: the moved lesson's reminder goes before its new time and place, none at the old one", async () => {
    const { family, email } = await familyOfTwo();
    await reschedule(family.uid, GRADE4_ONLINE.classId, GRADE4_LOS_ALTOS.classId, 2);
    const [old, moved] = [await lessonOf(GRADE4_ONLINE.classId, 2), await lessonOf(GRADE4_LOS_ALTOS.classId, 2)];
    await sweep(before(old.startsAt, minutes(10)));
    await sweep(before(moved.startsAt, minutes(10)));
    const bo2 = (await remindersTo(email)).filter((message) => message.body.startsWith("Bo's lesson 2 "));
    expect(bo2).toHaveLength(1);
    expect(bo2[0]!.body).toContain(`Where: ${LOS_ALTOS}\nPlease arrive 15 minutes early.`);
  });

  it("skip a lesson already started when first seen, and the lessons of a refunded place", async () => {
    const late = await signInWithStudent(running, { email: uniqueEmail() });
    await enrolIn(late, GRADE4_ONLINE.skuId);
    const [lesson1, lesson2] = await lessonsOf(GRADE4_ONLINE.classId);
    await sweep(new Date(lesson1!.startsAt.getTime() + minutes(1)));
    expect(await remindersTo(recipient(late))).toEqual([]);
    await sweep(before(lesson2!.startsAt, minutes(5)));
    expect((await remindersTo(recipient(late))).map((message) => message.body.split(" of ")[0])).toEqual(["Bo's lesson 2"]);

    const refunded = await signInWithStudent(running, { email: uniqueEmail() });
    const orderId = await enrolIn(refunded, GRADE4_ONLINE.skuId);
    const { refundId } = await refunded.api.call("applyRefund", await refundRequest(running, refunded, orderId), refunded.call);
    await service.api.call("serviceApproveRefund", { refundId, note: "Approved." }, service.call);
    await sweep(before(lesson1!.startsAt, minutes(5)));
    expect(await remindersTo(recipient(refunded))).toEqual([]);
    expect(icsEvents(await feedFile(await familyFeedToken(refunded)))).toEqual([]);
  });
});

const recipient = (family: Family) => (family.login as { email: string }).email;
