import type { RequestHandler } from "express";
import { ErrorCode } from "../../api/errors.js";
import { errorResponse } from "../service/service.js";

/** The longest path any route answers: page paths are at most this long (schemas/api/calls/pages.ts). */
export const MAX_PATH_LENGTH = 512;

/** Pages take GET and HEAD, their forms POST; the API takes POST. Nothing answers TRACE, PUT, PROPFIND... */
const ANSWERED_METHODS = ["GET", "HEAD", "POST"];

/**
 * Refuses, before any route runs, the requests none could answer: another method (405), a path longer
 * than any page's (414), a path whose percent-encoding does not decode (400: every route decodes it), a Host
 * that names no host (400); a request without Host (HTTP/1.0) goes on. Each answer is the API's error envelope.
 */
export const requestGuard: RequestHandler = (req, res, next) => {
  const refuse = (status: number, code: number, msg: string) => void res.status(status).json(errorResponse(code, msg).body);
  if (!ANSWERED_METHODS.includes(req.method)) {
    res.set("Allow", ANSWERED_METHODS.join(", "));
    return refuse(405, ErrorCode.UNKNOWN_CALL, `${req.method} is not answered here`);
  }
  if (req.path.length > MAX_PATH_LENGTH) return refuse(414, ErrorCode.INVALID_INPUT, `path: longer than ${MAX_PATH_LENGTH} characters`);
  if (!decodes(req.path)) return refuse(400, ErrorCode.INVALID_INPUT, "path: not valid percent-encoding");
  const host = req.get("host");
  if (host !== undefined && !isHostHeader(host)) return refuse(400, ErrorCode.INVALID_INPUT, "Host: not a host name");
  next();
};

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** A Host header as a browser sends it: a name or address and maybe a port, nothing a URL would read otherwise. */
const isHostHeader = (host: string) => /^[\w.\-:[\]]+$/.test(host) && URL.canParse(`http://${host}/`);
