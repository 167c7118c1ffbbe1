import { createHash } from "node:crypto";
import { pipeline } from "node:stream/promises";
import { parse } from "cookie";
import express, { type Request, type Response } from "express";
import { ErrorCode, isApiError } from "../../api/errors.js";
import { MEDIA_ALT_MAX_LENGTH, MEDIA_MAX_BYTES, MEDIA_PATH, mediaUploadFieldsSchema, parseMediaFileName, type MediaRefusal } from "../../schemas/api/calls/media.js";
import { contract } from "../../schemas/api/contract.js";
import { roleMayCall } from "../../schemas/api/define-call.js";
import { COOKIES } from "../../schemas/cookies.js";
import { log } from "../log.js";
import type { RateLimitPolicy } from "../security/rate-limit.js";
import { errorResponse, type Service } from "../service/service.js";
import { MediaRefusalError } from "./images.js";
import { MEDIA_CACHE_CONTROL, mediaContentType } from "./serving.js";
import type { MediaStorage } from "./storage.js";

const MAX_SIZE_IN_WORDS = `${MEDIA_MAX_BYTES / 1024 / 1024} MB`;

/** Uploads are heavy work (decoding, a dozen encodings): a few a minute from one address is what a person does. */
const UPLOAD_LIMIT: RateLimitPolicy = { name: "media-upload", points: 30, durationSeconds: 60 };

/** HTTP statuses of the refusals; the body is the API's error envelope with the refusal's reason. */
const REFUSAL_STATUS: Record<MediaRefusal, number> = { type: 415, size: 413, pixels: 422, image: 422, alt: 400, fileName: 400 };

/**
 * An answer given before the body was read to its end: the rest is read and dropped, never kept, so the
 * client, still sending, gets the answer rather than a broken connection (the server's request timeout
 * ends a body that never ends).
 */
function answer(res: Response, status: number, body: object) {
  if (!res.req.complete) res.req.resume();
  res.status(status).json(body);
}

const refuse = (res: Response, reason: MediaRefusal, msg: string) =>
  answer(res, REFUSAL_STATUS[reason], { ...errorResponse(ErrorCode.INVALID_INPUT, msg).body, reason });

/**
 * The request's body and its SHA-256, read as it streams in and given up at `cap` bytes (null then): a
 * body larger than the cap is never held whole.
 */
function readCapped(req: Request, cap: number): Promise<{ bytes: Buffer; hash: string } | null> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) {
        req.off("data", onData).off("end", onEnd);
        return resolve(null);
      }
      hash.update(chunk);
      chunks.push(chunk);
    };
    const onEnd = () => resolve({ bytes: Buffer.concat(chunks), hash: hash.digest("hex") });
    req.on("data", onData).on("end", onEnd).once("error", reject);
  });
}

/**
 * The media library over HTTP, outside the JSON contract (decision 0018): `POST /media` takes an image as
 * the raw body (name and alt text in the query string) from a staff member of the editors' tool (their
 * cookie, or the token in Authorization, as /api takes it); `GET /media/{file}` serves the variants, which
 * never change under a name. Cross-site posts are refused before this, like every form of the tool's.
 */
export function mediaRoutes(service: Service) {
  const router = express.Router();

  router.post(MEDIA_PATH.slice(0, -1), async (req, res) => {
    try {
      await service.rateLimits.consume(UPLOAD_LIMIT, req.ip ?? req.socket.remoteAddress ?? "");
      const token = req.get("authorization") || parse(req.get("cookie") ?? "")[COOKIES.staffToken];
      const session = token ? await service.staffSession(token) : null;
      if (!session) {
        const { status, body } = errorResponse(ErrorCode.STAFF_SESSION_INVALID);
        return answer(res, status, body);
      }
      // The roles that may list the library may upload, as any content role may save a draft; deleting is the
      // publishers' (the contract says so).
      if (!roleMayCall(session.staff.role, contract.adminListMedia)) {
        const { status, body } = errorResponse(ErrorCode.ROLE_FORBIDDEN);
        return answer(res, status, body);
      }
      const fields = mediaUploadFieldsSchema.safeParse(req.query);
      if (!fields.success) {
        const field = String(fields.error.issues[0]!.path[0]) as "alt" | "fileName";
        const limit = field === "alt" ? `alt text is required (at most ${MEDIA_ALT_MAX_LENGTH} characters` : "file name is required (at most 255 characters";
        return refuse(res, field, `${field}: the ${limit}, one line)`);
      }
      const tooLarge = `file: larger than ${MAX_SIZE_IN_WORDS}`;
      if (Number(req.get("content-length") ?? 0) > MEDIA_MAX_BYTES) return refuse(res, "size", tooLarge);
      const body = await readCapped(req, MEDIA_MAX_BYTES);
      if (!body) return refuse(res, "size", tooLarge);
      const uploaded = await service.media.upload({ ...fields.data, ...body }, session.staff);
      res.status(uploaded.duplicate ? 200 : 201).json({ code: ErrorCode.SUCCESS, msg: "success", data: uploaded });
    } catch (error) {
      if (error instanceof MediaRefusalError) return refuse(res, error.reason, error.message);
      const { status, body } = errorResponse(isApiError(error) ? error.code : ErrorCode.SYSTEM_ERROR, isApiError(error) ? error.message : undefined);
      if (!isApiError(error)) log.error("media upload failed", { error: error instanceof Error ? error.stack : String(error) });
      answer(res, status, body);
    }
  });

  router.get(`${MEDIA_PATH}:file`, async (req, res, next) => {
    const notFound = () => void res.status(404).type("text/plain").send("Not Found");
    const name = parseMediaFileName(req.params.file ?? "");
    if (!name) return notFound();
    let file: Awaited<ReturnType<MediaStorage["open"]>>;
    try {
      file = await service.media.storage.open(req.params.file!);
    } catch (error) {
      // Express 4 does not pass on a rejected promise: a storage that cannot answer (S3 down) is the error handler's.
      return next(error);
    }
    if (!file) return notFound();
    res.set({
      "Content-Type": mediaContentType(name.format),
      "Content-Length": String(file.bytes),
      "Cache-Control": MEDIA_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    });
    if (req.method === "HEAD") {
      file.stream.destroy();
      return void res.end();
    }
    await pipeline(file.stream, res).catch(next);
  });

  return router;
}
