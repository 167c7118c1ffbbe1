import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { compress, encodingFor } from "./compression.js";

/** Bodies smaller than this go as they are, as the compression middleware does. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The fetch Request Remix sees for an express request: the host as express reads it (TRUST_PROXY), the
 * full URL, the body of anything but GET and HEAD, and a signal that aborts loaders and actions when the
 * client goes away before its answer is sent.
 */
export function remixRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const port = /:(\d+)$/.exec(req.get("host") ?? "")?.[1];
  const url = `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  res.on("close", () => res.writableFinished || controller.abort());
  const withBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(withBody ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
  });
}

/**
 * Sends Remix's answer. An HTML document is one buffer by now (app/entry.server.tsx), so it is compressed in
 * one call, in the encoding the browser prefers; anything else (data requests, resource routes, redirects)
 * is streamed, and the compression middleware compresses it on the way.
 */
export async function sendRemixResponse(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, name) => res.append(name, value));
  if (!response.body) return void res.end();
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) {
    return writeReadableStreamToWritable(response.body, res);
  }
  let body: Buffer = Buffer.from(await response.arrayBuffer());
  const encoding = encodingFor(req.get("accept-encoding"));
  res.vary("Accept-Encoding");
  if (encoding !== "identity" && body.length >= COMPRESS_FROM_BYTES) {
    body = compress(body, encoding, "response");
    res.setHeader("Content-Encoding", encoding);
  }
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Every request Remix answers: the page routes, their data requests and the resource routes. */
export function remixHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}): RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      await sendRemixResponse(req, res, await handle(remixRequest(req, res), options.loadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}
