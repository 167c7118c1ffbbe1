import { z } from "zod";
import { text } from "./fields.js";

/** The `header` part of every request body (SPEC §7). */
export const requestHeaderSchema = z.object({
  // Empty only for the call that finds the site of a host, made before the school is known.
  schoolCode: text(16),
  timezone: text(64, { min: 1 }),
  appName: text(64).default("storefront-web"),
  appVersion: text(32).default("1.0.0"),
  platform: text(16).default("pc"),
  origin: text(512).default(""),
  attribution: z.record(text(64), text(512)).default({}),
  unifiedAccessToken: text(256).optional(),
  manipulated: z.boolean().optional(),
  corpId: text(128).optional(),
});
export type RequestHeader = z.output<typeof requestHeaderSchema>;
export type RequestHeaderInput = z.input<typeof requestHeaderSchema>;

/**
 * How deep a request body may nest: the envelope, a page document and its modules' builder data
 * (BUILDER_DATA_MAX_DEPTH) fit well within it; deeper bodies are refused before any schema reads them.
 */
export const REQUEST_MAX_DEPTH = 32;

/** Wraps one call's `data` schema into the full request body `{data, header}`. */
export function requestEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ data, header: requestHeaderSchema });
}

/** Every response: `{code, msg, data}`; code 0 is success. */
export function responseEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), msg: z.string(), data });
}

export const errorEnvelopeSchema = z.object({
  code: z.number().int().refine((code) => code !== 0, "an error code is never 0"),
  msg: z.string(),
  data: z.null().optional(),
});
export type ErrorEnvelope = z.output<typeof errorEnvelopeSchema>;

/** HTTP header names of §7, written once so the client and the server agree. */
export const HttpHeader = {
  countryCode: "CountryCode",
  channelCode: "ChannelCode",
  platform: "platform",
  authorization: "Authorization",
  grcAction: "GRC-Action",
  signature: "Signature",
  idempotencyKey: "Idempotency-Key",
  contentType: "Content-Type",
} as const;
