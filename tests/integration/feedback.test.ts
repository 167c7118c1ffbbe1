import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { feedbackReplyDueAt } from "../../rules/learning/working-days.js";
import { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_IMAGE_PATH } from "../../schemas/api/calls/feedback.js";
import { auditLog, lessonFeedback, outboxMessages } from "../../server/db/schema.js";
import { recipientOf, signInWithStudent } from "../helpers/accounts.js";
import { enrolForFeedback, FEEDBACK_CLASS, feedbackRequest, feedbackStudent, phonePhoto, postFeedbackImage } from "../helpers/feedback.js";
import { GRADE4_ONLINE } from "../helpers/learning.js";
import { codeOf } from "../helpers/refusal.js";
import { signInAsStaff, type SignedInStaff } from "../helpers/staff.js";
import { startTestServer, startTestService, type TestService } from "../helpers/test-service.js";

const DAY = 86_400_000;
/** The service's clock runs this far ahead of the real one: a test moves it to see answers fall due. */
let clockAhead = 0;

let running: TestService;
let server: Awaited<ReturnType<typeof startTestServer>>;
let service: SignedInStaff;
let publisher: SignedInStaff;

beforeAll(async () => {
  running = await startTestService({}, { now: () => Date.now() + clockAhead });
  server = await startTestServer(running);
  [service, publisher] = await Promise.all([signInAsStaff(running, "service"), signInAsStaff(running, "publisher")]);
});
afterEach(() => {
  clockAhead = 0;
});
afterAll(async () => {
  await server?.close();
  await running?.close();
});

type Family = Awaited<ReturnType<typeof signInWithStudent>>;

/** A signed-in family whose grade-10 student has a place in FEEDBACK_CLASS. */
async function enrolledFamily(): Promise<Family> {
  const family = await signInWithStudent(running, undefined, undefined, feedbackStudent);
  await enrolForFeedback(family);
  return family;
}

const submit = (family: Family, extra: Parameters<typeof feedbackRequest>[1] = {}) => family.api.call("submitFeedback", feedbackRequest(family, extra), family.call);
const tokenOf = async (family: Family) => (await family.api.call("createFeedbackUploadToken", {}, family.call)).token;
const upload = async (family: Family, bytes: Buffer | Uint8Array) => postFeedbackImage(server.baseUrl, bytes, await tokenOf(family));
const openQueue = () => service.api.call("serviceListFeedback", { status: "open" }, service.call);
const staffImage = (imageId: string, staff: SignedInStaff | null = service) =>
  fetch(`${server.baseUrl}${FEEDBACK_IMAGE_PATH}/${imageId}`, { headers: staff ? { Cookie: `_admin_token=${staff.token}` } : {} });

describe("a parent's feedback to teachers", () => {
  it("offers the problem types and the family's students in the class, and is due 2 working days later on the site's clock", async () => {
    const family = await enrolledFamily();
    const options = await family.api.call("queryFeedbackOptions", { classId: FEEDBACK_CLASS.classId }, family.call);
    expect(options.problemTypes.map((type) => type.problemType)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(options.problemTypes[2]!.text).toBe("Online classroom or technical problems");
    expect(options.students).toEqual([{ uid: family.uid, nickName: "Bo", firstName: "Bo", lastName: "Parent" }]);

    const sent = await submit(family);
    const [row] = await running.store.db.select().from(lessonFeedback).where(eq(lessonFeedback.id, sent.feedbackId));
    expect(row).toMatchObject({ uid: family.uid, classId: FEEDBACK_CLASS.classId, problemType: 3, imagePath: null, answer: null });
    expect(sent.replyDueAt).toBe(feedbackReplyDueAt(row!.createdAt, "America/Los_Angeles").toISOString());
    expect(row!.replyDueAt.toISOString()).toBe(sent.replyDueAt);

    const { list } = await family.api.call("queryMyFeedback", { classId: FEEDBACK_CLASS.classId }, family.call);
    expect(list).toEqual([
      expect.objectContaining({ feedbackId: sent.feedbackId, description: "The video froze twice in lesson 2.", hasImage: false, answer: null, replyDueAt: sent.replyDueAt }),
    ]);
    expect((await family.api.call("queryMyFeedback", { classId: GRADE4_ONLINE.classId }, family.call)).list).toEqual([]);
  });

  it("asks which student when several of the family are in the class", async () => {
    const family = await enrolledFamily();
    const { id: sibling } = await family.api.call("addNewStudent", { ...feedbackStudent, firstName: "Cy", nickName: "Cy", sourceCode: "sibling", mediaCode: "sibling" }, family.call);
    const { orderId } = await family.api.call("createOrder", { studentId: sibling, source: { kind: "product", skuId: FEEDBACK_CLASS.skuId, attachmentSkuIds: [] } }, family.call);
    const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
    await family.api.call("actTestPayment", { paymentId, action: "pay" }, family.call);
    const { students } = await family.api.call("queryFeedbackOptions", { classId: FEEDBACK_CLASS.classId }, family.call);
    expect(students.map((student) => student.uid)).toEqual([family.uid, sibling]);
    await submit(family, { studentId: sibling });
    expect((await family.api.call("queryMyFeedback", {}, family.call)).list[0]!.student.firstName).toBe("Cy");
  });

  it("keeps an image resized, upright and without its metadata, taken by one submission only, and shows it to customer service", async () => {
    const family = await enrolledFamily();
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif?.toString("latin1")).toContain("Ada Parent");
    const { status, answer } = await upload(family, photo);
    expect(status).toBe(201);
    // 3000 × 2000 turned upright is 2000 × 3000, kept at most 1600 a side.
    expect(answer.data).toMatchObject({ width: 1067, height: 1600 });
    const imageId = answer.data!.imageId;

    const sent = await submit(family, { imageId });
    expect(await codeOf(submit(family, { imageId }))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect((await family.api.call("queryMyFeedback", {}, family.call)).list[0]).toMatchObject({ feedbackId: sent.feedbackId, hasImage: true });

    const queued = (await openQueue()).list.find((feedback) => feedback.feedbackId === sent.feedbackId);
    expect(queued?.imageId).toBe(imageId);
    const shown = await staffImage(imageId);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/webp");
    expect(shown.headers.get("x-content-type-options")).toBe("nosniff");
    const kept = await sharp(Buffer.from(await shown.arrayBuffer())).metadata();
    expect(kept).toMatchObject({ format: "webp", width: 1067, height: 1600 });
    expect(kept.exif).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
  });

  it("refuses an upload of the wrong type, too large, or not an image, and one without a valid token", async () => {
    const family = await enrolledFamily();
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#123456" } }).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const bytes of [gif, svg]) {
      const refused = await upload(family, bytes);
      expect([refused.status, refused.answer.code, refused.answer.reason]).toEqual([415, ErrorCode.INVALID_INPUT, "type"]);
      expect(refused.answer.msg).toContain("JPEG, PNG, WebP");
    }

    const tooLarge = await upload(family, Buffer.concat([await phonePhoto({ width: 64, height: 64 }), randomBytes(FEEDBACK_IMAGE_MAX_BYTES)]));
    expect([tooLarge.status, tooLarge.answer.reason]).toEqual([413, "size"]);

    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#abcdef" } }).png().toBuffer();
    const damaged = Buffer.concat([png.subarray(0, 24), randomBytes(200)]);
    const notAnImage = await upload(family, damaged);
    expect([notAnImage.status, notAnImage.answer.reason]).toEqual([422, "image"]);

    // A header that claims 10,000 × 10,000 pixels is refused before anything is decoded.
    const claiming = Buffer.from(png);
    claiming.writeUInt32BE(10_000, 16);
    claiming.writeUInt32BE(10_000, 20);
    claiming.writeUInt32BE(crc32(claiming.subarray(12, 29)), 29);
    const bomb = await upload(family, claiming);
    expect([bomb.status, bomb.answer.reason]).toEqual([422, "pixels"]);

    const token = await tokenOf(family);
    // A forged MAC changes its first character: the last one of base64url also holds unused bits, which decode alike.
    for (const given of [null, "", token.replace(/\.(.)([^.]*)$/, (_, first: string, rest: string) => `.${first === "A" ? "B" : "A"}${rest}`)]) {
      const refused = await postFeedbackImage(server.baseUrl, png, given);
      expect([refused.status, refused.answer.code]).toEqual([401, ErrorCode.INVALID_INPUT]);
    }
    expect((await running.store.db.select().from(lessonFeedback).where(eq(lessonFeedback.uid, family.uid))).length).toBe(0);
  });

  it("refuses another family's class, student or image with 4003", async () => {
    const [family, other] = await Promise.all([enrolledFamily(), enrolledFamily()]);
    const outsider = await signInWithStudent(running, undefined, undefined, feedbackStudent);
    expect(await codeOf(outsider.api.call("queryFeedbackOptions", { classId: FEEDBACK_CLASS.classId }, outsider.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(submit(outsider))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    // The other family's student, in a class both families are in.
    expect(await codeOf(submit(family, { studentId: other.uid }))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    // A class the family has no place in.
    expect(await codeOf(submit(family, { classId: GRADE4_ONLINE.classId }))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);

    const { answer } = await upload(other, await phonePhoto({ width: 400, height: 300 }));
    expect(await codeOf(submit(family, { imageId: answer.data!.imageId }))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(submit(family, { imageId: crypto.randomUUID() }))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    // Refused, nothing was kept; the other family's image still waits for its own submission.
    expect((await running.store.db.select().from(lessonFeedback).where(eq(lessonFeedback.uid, family.uid))).length).toBe(0);
    await submit(other, { imageId: answer.data!.imageId });
  });
});

describe("customer service answers feedback", () => {
  it("lists open feedback the earliest due first, marks the overdue, and the answer reaches the parent", async () => {
    const family = await enrolledFamily();
    const first = await submit(family, { description: "Homework 3 was not marked." });
    clockAhead = DAY;
    const second = await submit(family, { problemType: 2 });
    clockAhead = 0;

    const queue = await openQueue();
    const ours = queue.list.filter((feedback) => [first.feedbackId, second.feedbackId].includes(feedback.feedbackId));
    expect(ours.map((feedback) => feedback.feedbackId)).toEqual([first.feedbackId, second.feedbackId]);
    expect(ours[0]).toMatchObject({
      locale: "us",
      classId: FEEDBACK_CLASS.classId,
      classTitle: expect.stringContaining("AMC 10"),
      student: { uid: family.uid, firstName: "Bo" },
      parent: { email: recipientOf(family.login) },
      problemType: { problemType: 3, text: "Online classroom or technical problems" },
      overdue: false,
      answer: null,
    });
    const dueTimes = queue.list.map((feedback) => Date.parse(feedback.replyDueAt));
    expect(dueTimes).toEqual([...dueTimes].sort((a, b) => a - b));

    // Five days on, two working days have passed whatever the day (and the morning's staff session has ended).
    clockAhead = 5 * DAY;
    const later = await signInAsStaff(running, "service");
    const queueLater = (status: "open" | "answered") => later.api.call("serviceListFeedback", { status }, later.call);
    expect((await queueLater("open")).list.find((feedback) => feedback.feedbackId === first.feedbackId)?.overdue).toBe(true);

    const answered = await later.api.call("serviceAnswerFeedback", { feedbackId: first.feedbackId, answer: "  The teacher marked it today.  " }, later.call);
    expect(answered).toMatchObject({ answer: "The teacher marked it today.", answeredBy: later.staff.email, overdue: false });
    expect((await queueLater("open")).list.some((feedback) => feedback.feedbackId === first.feedbackId)).toBe(false);
    expect((await queueLater("answered")).list[0]?.feedbackId).toBe(first.feedbackId);

    const mine = (await family.api.call("queryMyFeedback", {}, family.call)).list.find((feedback) => feedback.feedbackId === first.feedbackId);
    expect(mine?.answer).toEqual({ text: "The teacher marked it today.", answeredAt: answered.answeredAt });
    const told = (await running.store.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipientOf(family.login)))).find((sent) => sent.subject.includes("answered your feedback"));
    expect(told?.body).toContain("Homework 3 was not marked.");
    expect(told?.body).toContain("The teacher marked it today.");

    const audited = await running.store.db.select().from(auditLog).where(eq(auditLog.target, `feedback ${first.feedbackId}`));
    expect(audited).toMatchObject([{ action: "feedback-answer", staffEmail: later.staff.email }]);

    expect(await codeOf(later.api.call("serviceAnswerFeedback", { feedbackId: first.feedbackId, answer: "Again" }, later.call))).toBe(ErrorCode.ALREADY_DECIDED);
    expect(await codeOf(later.api.call("serviceAnswerFeedback", { feedbackId: crypto.randomUUID(), answer: "Hello" }, later.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });

  it("lists feedback sent over one weekend, all due at once, in the order it was sent", async () => {
    const family = await enrolledFamily();
    // The coming Saturday at 18:00 and 20:00 UTC: Saturday on every US clock, so both answers are due when Tuesday ends.
    const today = new Date();
    const saturday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + ((6 - today.getUTCDay() + 7) % 7 || 7), 18);
    const sent: Awaited<ReturnType<typeof submit>>[] = [];
    for (const sentAt of [saturday, saturday + 2 * 3_600_000]) {
      clockAhead = sentAt - Date.now();
      sent.push(await submit(family));
    }
    clockAhead = 0;
    const ours = (await openQueue()).list.filter((feedback) => sent.some((one) => one.feedbackId === feedback.feedbackId));
    expect(new Set(ours.map((feedback) => feedback.replyDueAt)).size).toBe(1);
    expect(ours.map((feedback) => feedback.feedbackId)).toEqual(sent.map((one) => one.feedbackId));
  });

  it("is customer service's alone: other roles are refused the queue, the answer and the image", async () => {
    const family = await enrolledFamily();
    const { answer } = await upload(family, await phonePhoto({ width: 400, height: 300 }));
    const sent = await submit(family, { imageId: answer.data!.imageId });
    expect(await codeOf(publisher.api.call("serviceListFeedback", { status: "open" }, publisher.call))).toBe(ErrorCode.ROLE_FORBIDDEN);
    expect(await codeOf(publisher.api.call("serviceAnswerFeedback", { feedbackId: sent.feedbackId, answer: "Hi" }, publisher.call))).toBe(ErrorCode.ROLE_FORBIDDEN);
    expect((await staffImage(answer.data!.imageId, publisher)).status).toBe(403);
    expect((await staffImage(answer.data!.imageId, null)).status).toBe(401);
    expect((await staffImage("not-an-id")).status).toBe(404);
    // A parent's token is no staff session.
    expect(await codeOf(family.api.call("serviceListFeedback", { status: "open" }, family.call))).toBe(ErrorCode.STAFF_SESSION_INVALID);
  });
});
