import { z } from "zod";
import { isLinkUrl, LINK_URL_FORMAT, LINK_URL_MAX_LENGTH } from "../link-url.js";

/**
 * Field shapes every call builds on, bounded to what the store holds: numbers that reach a 32-bit column
 * fit one (server/db/schema.ts `integer` and `serial`), and text is well-formed Unicode without control
 * characters, which PostgreSQL refuses (NUL) or which mean nothing in a name or a code.
 */

export const INT32_MAX = 2 ** 31 - 1;

/** A row id of a 32-bit column (serial or integer): 1 to 2^31 - 1. */
export const id = z.int32().positive();
/** A row id of a 64-bit column (bigserial: the audit log, chat messages): any integer JSON numbers hold exactly. */
export const bigId = z.int().positive().meta({ format: "int64" });
/** An id written in a URL (/j/42): digits only and within `id`'s bounds, else undefined (no such thing). */
export function idFromText(text: string | null | undefined): number | undefined {
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const parsed = id.safeParse(Number(text));
  return parsed.success ? parsed.data : undefined;
}

/** A count, an order or a kind number kept in a 32-bit column: 0 to 2^31 - 1. */
export const count = z.int32().nonnegative();
/** A page version, counted from 1 in a 32-bit column. */
export const version = z.int32().positive();

/** Control characters (C0, DEL, C1) and lone surrogates, which are no text. */
const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
/** The same, with tabs and line breaks allowed: descriptions, messages, chat. */
const MULTI_LINE = /^(?:[^\p{Cc}\p{Cs}]|[\t\n\r])*$/u;

interface TextOptions {
  min?: number;
  /** Spaces around the text are dropped before it is checked. */
  trim?: boolean;
  /** Tabs and line breaks are allowed (free text). */
  multiline?: boolean;
}

/** Text of at most `max` characters, with no control characters (but tabs and line breaks in free text). */
export function text(max: number, { min = 0, trim = false, multiline = false }: TextOptions = {}) {
  const base = trim ? z.string().trim() : z.string();
  return base
    .min(min)
    .max(max)
    .regex(multiline ? MULTI_LINE : SINGLE_LINE, multiline ? "must be text without control characters" : "must be one line of text without control characters");
}

/** A link field (ads, short links, the site's shell): the one link rule of schemas/link-url.ts. */
export const linkUrl = text(LINK_URL_MAX_LENGTH, { min: 1 })
  .refine(isLinkUrl, "must be an https:// or http:// URL or a path on the site")
  .meta({ format: LINK_URL_FORMAT });

/** How deep builder content may nest (a module's componentData): the deepest component needs far less. */
export const BUILDER_DATA_MAX_DEPTH = 16;

export interface JsonProblem {
  /** Where, below the value checked. */
  path: string[];
  message: string;
}

/**
 * Why a JSON value cannot be kept, or undefined: nested deeper than `maxDepth` (objects and lists), a
 * string or key with a NUL (PostgreSQL refuses it in text and jsonb) or a lone surrogate (no UTF-8 holds
 * it), or a `__proto__` key. Walked without recursion, so no depth can overflow the stack.
 */
export function jsonProblem(value: unknown, maxDepth: number): JsonProblem | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: item, path } = pending.pop()!;
    if (typeof item === "string") {
      if (!isStorableString(item)) return { path, message: "must not contain NUL or lone surrogates" };
      continue;
    }
    if (item === null || typeof item !== "object") continue;
    if (path.length >= maxDepth) return { path, message: `nested deeper than ${maxDepth} levels` };
    for (const [key, child] of Object.entries(item)) {
      if (key === "__proto__" || !isStorableString(key)) return { path, message: "a key must be text without NUL or lone surrogates, and not __proto__" };
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
}

/** A problem as "field.path: message", the way the service names bad input. */
export const describeJsonProblem = (root: string, { path, message }: JsonProblem) => `${[root, ...path].join(".")}: ${message}`;

const isStorableString = (value: string) => !value.includes("\u0000") && !/\p{Cs}/u.test(value);

/** Builder content (a module's componentData): a JSON object the store can keep, at most BUILDER_DATA_MAX_DEPTH deep. */
export const builderData = z
  .record(text(128), z.unknown())
  .superRefine((value, issues) => {
    const problem = jsonProblem(value, BUILDER_DATA_MAX_DEPTH);
    if (problem) issues.addIssue({ code: "custom", path: problem.path, message: problem.message });
  })
  .meta({ "x-max-depth": BUILDER_DATA_MAX_DEPTH });

export const emptyRequest = z.object({});

export const namedItem = z.object({ id: count, name: z.string() });
export const listOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item) });
