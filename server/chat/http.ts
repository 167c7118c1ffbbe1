import express, { type Request, type Response } from "express";
import { ErrorCode, isApiError } from "../../api/errors.js";
import { withTimeout } from "../../api/transport.js";
import { CHAT_STREAM_PATH, ChatStreamEvent } from "../../schemas/api/calls/chat.js";
import { contract, type ResponseOf } from "../../schemas/api/contract.js";
import type { Env } from "../env.js";
import { log } from "../log.js";
import { errorResponse, type Service, type ServiceResponse } from "../service/service.js";
import { CHUNK_PAUSE_MS, sendReplyEvents, serverSentEvent } from "./reply-stream.js";

/** A request envelope of a few ids: far less than this. */
const BODY_LIMIT = "4kb";
/** Streams open at once in one server process; past it a request is refused, not queued. */
const MAX_OPEN_STREAMS = 500;

const replyCall = contract.queryChatReply;

const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? "";

function answerError(res: Response, code: number) {
  const { status, body } = errorResponse(code);
  res.status(status).json(body);
}

/** The reply as the service gives it to queryChatReply, with all of a call's checks; a service too slow to answer is a failure. */
async function replyFor(service: Service, req: Request): Promise<ServiceResponse> {
  try {
    return await withTimeout(
      service.handle({
        path: replyCall.path,
        body: typeof req.body === "string" ? req.body : "",
        headers: req.headers as Record<string, string | undefined>,
        clientIp: clientIp(req),
      }),
      replyCall.timeoutMs,
    );
  } catch (error) {
    log.error("chat reply not answered", { error: error instanceof Error ? error.message : String(error) });
    return errorResponse(ErrorCode.SYSTEM_ERROR);
  }
}

/**
 * The chat assistant's streamed reply (SPEC §7, decision 0033): `POST /webchat/stream` takes queryChatReply's request
 * envelope and answers `text/event-stream`: the reply's words a few at a time, then the `guide` and `card` markers and
 * `done`; `bad-request` (with the refusal's code) for a message that is not a question of that conversation, or a request
 * that is not valid. A failure of the service ends the stream without `done`, so the window offers to ask again. The
 * stream stops, timers and all, when the visitor goes away. Rate-limited with the API; cross-site posts are refused before
 * this, as every form's.
 */
export function chatStreamRoutes(service: Service, env: Pick<Env, "RATE_LIMIT_PER_MINUTE">, { pauseMs = CHUNK_PAUSE_MS } = {}) {
  const router = express.Router();
  const apiLimit = { name: "api", points: env.RATE_LIMIT_PER_MINUTE, durationSeconds: 60 };
  let openStreams = 0;

  router.post(CHAT_STREAM_PATH, express.text({ type: () => true, limit: BODY_LIMIT }), async (req, res) => {
    try {
      await service.rateLimits.consume(apiLimit, clientIp(req));
    } catch (error) {
      return answerError(res, isApiError(error) ? error.code : ErrorCode.SYSTEM_ERROR);
    }
    if (openStreams >= MAX_OPEN_STREAMS) return answerError(res, ErrorCode.OPERATION_TOO_FREQUENT);

    openStreams++;
    const visitor = new AbortController();
    res.once("close", () => {
      openStreams--;
      visitor.abort();
    });
    const answer = await replyFor(service, req);
    if (visitor.signal.aborted) return;
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the compression middleware would hold the events back to compress them.
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    });
    res.flushHeaders();
    const write = (text: string) => void res.write(text);
    if (answer.body.code === ErrorCode.SUCCESS) {
      await sendReplyEvents(write, answer.body.data as ResponseOf<"queryChatReply">, { pauseMs, signal: visitor.signal });
    } else if (answer.body.code !== ErrorCode.SYSTEM_ERROR) {
      write(serverSentEvent(ChatStreamEvent.badRequest, { code: answer.body.code, msg: answer.body.msg }));
    }
    res.end();
  });

  return router;
}
