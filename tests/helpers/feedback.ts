import sharp from "sharp";
import { FEEDBACK_IMAGE_PATH, FEEDBACK_UPLOAD_TOKEN_HEADER, type feedbackCalls, type serviceDeskFeedbackCalls } from "../../schemas/api/calls/feedback.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import { newStudent, type signIn } from "./accounts.js";
import { enrolIn } from "./learning.js";
import type { SignedInStaff } from "./staff.js";
import type { TestService } from "./test-service.js";

type Family = Awaited<ReturnType<typeof signIn>>;

/** A us class with seats to spare (113 of them), for grades 9 to 11: every test family can buy a place in it. */
export const FEEDBACK_CLASS = { skuId: "us-amc10-prep-big-sku", classId: "us-amc10-prep-big" } as const;
/** A grade-10 student, as the class takes. */
export const feedbackStudent = { ...newStudent, gradeId: 110 };

/** The family's student made a grade-10 student with a place in FEEDBACK_CLASS. */
export async function enrolForFeedback(family: Family) {
  await family.api.call("modifyUserInfo", { ...feedbackStudent, uid: family.uid }, family.call);
  await enrolIn(family, FEEDBACK_CLASS.skuId);
}

export const feedbackRequest = (family: Pick<Family, "uid">, extra: Partial<RequestOf<"submitFeedback">> = {}): RequestOf<"submitFeedback"> => ({
  classId: FEEDBACK_CLASS.classId,
  studentId: family.uid,
  problemType: 3,
  description: "The video froze twice in lesson 2.",
  ...extra,
});

/** A JPEG from a phone, as far as the test needs: a random colour, where and by whom it was taken in its EXIF, and turned on its side. */
export function phonePhoto({ width = 3000, height = 2000 } = {}) {
  return sharp({ create: { width, height, channels: 3, background: `#${Math.floor(Math.random() * 0xffffff).toString(16).padStart(6, "0")}` } })
    .jpeg()
    .withExif({ IFD0: { Artist: "Ada Parent", Copyright: "Ada Parent" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "37/1 25/1 1234/100" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Posts a file to the upload endpoint as the dialog does: the bytes as the body, the token in its header (none when null). */
export async function postFeedbackImage(baseUrl: string, body: Buffer | Uint8Array, token: string | null, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${FEEDBACK_IMAGE_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/octet-stream", ...(token === null ? {} : { [FEEDBACK_UPLOAD_TOKEN_HEADER]: token }), ...headers },
    body: Uint8Array.from(body),
  });
  return { status: response.status, answer: (await response.json()) as { code: number; msg: string; reason?: string; data?: { imageId: string; width: number; height: number; bytes: number } } };
}

/** The cases of tests/integration/calls.test.ts for the feedback calls. */
type Cases<N extends keyof typeof feedbackCalls | keyof typeof serviceDeskFeedbackCalls> = {
  valid: RequestOf<N> | ((running: TestService, family: Family, staff: SignedInStaff) => Promise<RequestOf<N>>);
  wrongType: unknown;
  missing: { data: unknown; field: string };
};

const FEEDBACK_ID = "00000000-0000-4000-8000-000000000000";

export const feedbackCallCases: { [N in keyof typeof feedbackCalls | keyof typeof serviceDeskFeedbackCalls]: Cases<N> } = {
  queryFeedbackOptions: {
    valid: async (_running, family) => {
      await enrolForFeedback(family);
      return { classId: FEEDBACK_CLASS.classId };
    },
    wrongType: { classId: 7 },
    missing: { data: {}, field: "data.classId" },
  },
  createFeedbackUploadToken: { valid: {}, wrongType: "token", missing: { data: undefined, field: "data" } },
  submitFeedback: {
    valid: async (_running, family) => {
      await enrolForFeedback(family);
      return feedbackRequest(family);
    },
    wrongType: { ...feedbackRequest({ uid: FEEDBACK_ID }), problemType: "technical" },
    missing: { data: { ...feedbackRequest({ uid: FEEDBACK_ID }), description: undefined }, field: "data.description" },
  },
  queryMyFeedback: { valid: { classId: FEEDBACK_CLASS.classId }, wrongType: { classId: ["x"] }, missing: { data: undefined, field: "data" } },
  serviceListFeedback: { valid: { status: "open" }, wrongType: { status: "closed" }, missing: { data: undefined, field: "data" } },
  serviceAnswerFeedback: {
    valid: async (_running, family) => {
      await enrolForFeedback(family);
      const { feedbackId } = await family.api.call("submitFeedback", feedbackRequest(family), family.call);
      return { feedbackId, answer: "Thank you: the teacher will send the recording." };
    },
    wrongType: { feedbackId: 7, answer: "Thanks" },
    missing: { data: { feedbackId: FEEDBACK_ID }, field: "data.answer" },
  },
};
