import { randomUUID } from "node:crypto";
import { parse } from "cookie";
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import { ErrorCode, isApiError } from "../../../api/errors.js";
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_PATH,
  FEEDBACK_UPLOAD_TOKEN_HEADER,
  feedbackImageIdField,
  type FeedbackImageAnswer,
  type FeedbackImageRefusal,
} from "../../../schemas/api/calls/feedback.js";
import { contract } from "../../../schemas/api/contract.js";
import { roleMayCall } from "../../../schemas/api/define-call.js";
import { COOKIES } from "../../../schemas/cookies.js";
import type { Env } from "../../env.js";
import { log } from "../../log.js";
import type { RateLimitPolicy } from "../../security/rate-limit.js";
import { errorResponse, type Service } from "../../service/service.js";
import { feedbackImageStore } from "./image-store.js";
import { feedbackImageRefusal, FeedbackImageRefusalError, keptFeedbackImage } from "./images.js";
import { familyOfUploadToken } from "./upload-token.js";

/** Decoding and resizing a photo is heavy: a parent picks a few images, not dozens a minute. */
const UPLOAD_LIMIT: RateLimitPolicy = { name: "feedback-image-upload", points: 20, durationSeconds: 60 };

const REFUSAL_STATUS: Record<FeedbackImageRefusal, number> = { type: 415, size: 413, pixels: 422, image: 422 };

/** An answer given before the body was read: the rest is read and dropped, so the client gets it rather than a broken connection. */
function answer(res: Response, status: number, body: object) {
  if (!res.req.complete) res.req.resume();
  res.status(status).json(body);
}

const answerError = (res: Response, code: number, msg?: string) => {
  const { status, body } = errorResponse(code, msg);
  answer(res, status, body);
};

const refuse = (res: Response, error: FeedbackImageRefusalError) =>
  answer(res, REFUSAL_STATUS[error.reason], { ...errorResponse(ErrorCode.INVALID_INPUT, error.message).body, reason: error.reason });

const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? "";

/**
 * Parents' feedback images over HTTP, beside the JSON contract (as the media library's, decision 0018):
 * `POST /feedback-images` takes one image as the raw body with the family's token of createFeedbackUploadToken in
 * X-Upload-Token, read up to FEEDBACK_IMAGE_MAX_BYTES and no further (a larger body is read off and dropped, then
 * refused), checked and kept resized without metadata (images.ts) until submitFeedback takes it; it answers the
 * image's id. `GET /feedback-images/{imageId}` shows an attached image to customer service (the roles that may answer
 * feedback), by the staff cookie or the token in Authorization. Cross-site posts are refused before this, as every
 * form's.
 */
export function feedbackImageRoutes(service: Service, env: Pick<Env, "OTP_SECRET" | "DATA_DIR">) {
  const router = express.Router();
  const store = feedbackImageStore(env.DATA_DIR);

  const family: RequestHandler = async (req, res, next) => {
    try {
      await service.rateLimits.consume(UPLOAD_LIMIT, clientIp(req));
    } catch (error) {
      return answerError(res, isApiError(error) ? error.code : ErrorCode.SYSTEM_ERROR);
    }
    const familyId = familyOfUploadToken(env.OTP_SECRET, req.get(FEEDBACK_UPLOAD_TOKEN_HEADER) ?? "", Date.now());
    if (!familyId) {
      return answer(res, 401, errorResponse(ErrorCode.INVALID_INPUT, `${FEEDBACK_UPLOAD_TOKEN_HEADER}: missing, expired or not valid (ask createFeedbackUploadToken for one)`).body);
    }
    res.locals.familyId = familyId;
    next();
  };

  const upload: RequestHandler = async (req, res) => {
    try {
      const kept = await keptFeedbackImage(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
      const imageId = randomUUID();
      await store.putPending(res.locals.familyId as string, imageId, kept.data, new Date());
      const data: FeedbackImageAnswer = { imageId, width: kept.width, height: kept.height, bytes: kept.data.length };
      res.status(201).json({ code: ErrorCode.SUCCESS, msg: "success", data });
    } catch (error) {
      if (error instanceof FeedbackImageRefusalError) return refuse(res, error);
      log.error("feedback image upload failed", { error: error instanceof Error ? error.stack : String(error) });
      answerError(res, ErrorCode.SYSTEM_ERROR);
    }
  };

  // body-parser refuses a body past the limit as soon as it is announced or read that far, reads off the rest, then calls this.
  const tooLarge: ErrorRequestHandler = (error: { type?: string }, _req, res, next) => {
    if (error.type !== "entity.too.large") return next(error);
    refuse(res, feedbackImageRefusal("size"));
  };

  router.post(FEEDBACK_IMAGE_PATH, family, express.raw({ type: () => true, limit: FEEDBACK_IMAGE_MAX_BYTES }), upload, tooLarge);

  router.get(`${FEEDBACK_IMAGE_PATH}/:imageId`, async (req, res, next) => {
    try {
      const token = req.get("authorization") || parse(req.get("cookie") ?? "")[COOKIES.staffToken];
      const session = token ? await service.staffSession(token) : null;
      if (!session) return answerError(res, ErrorCode.STAFF_SESSION_INVALID);
      if (!roleMayCall(session.staff.role, contract.serviceAnswerFeedback)) return answerError(res, ErrorCode.ROLE_FORBIDDEN);
      const imageId = feedbackImageIdField.safeParse(req.params.imageId);
      const image = imageId.success ? await store.open(imageId.data) : null;
      if (!image) return void res.status(404).type("text/plain").send("Not Found");
      res.set({ "Content-Type": "image/webp", "Cache-Control": "private, max-age=3600", "X-Content-Type-Options": "nosniff" }).send(image);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
