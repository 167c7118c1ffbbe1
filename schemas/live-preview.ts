import { z } from "zod";
import { languageSchema } from "./site.js";

/**
 * The messages between the editors' tool and its preview frame on the site's host (decision 0019). Each side
 * accepts a message only from the other's window and origin, and only in these shapes; the document itself is
 * checked again by the service before anything renders.
 */
const CHANNEL = "storefront-live-preview";
const channel = z.literal(CHANNEL);
const moduleKey = z.string().regex(/^[a-z]\d{1,12}$/);

export const toFrameMessage = z.discriminatedUnion("type", [
  /** The working document, with the tool's key of each module by position. */
  z.object({ channel, type: z.literal("document"), revision: z.number().int().nonnegative(), keys: z.array(moduleKey).max(100), document: z.unknown() }),
  /** The module the editor is working on, to outline in the frame. */
  z.object({ channel, type: z.literal("select"), key: moduleKey.nullable() }),
  /** Show the page in this language of the site (the frame reloads, then says it is ready again). */
  z.object({ channel, type: z.literal("language"), language: languageSchema }),
]);
type WithoutChannel<M> = M extends unknown ? Omit<M, "channel"> : never;
export type ToFrameMessage = WithoutChannel<z.infer<typeof toFrameMessage>>;

export const toToolMessage = z.discriminatedUnion("type", [
  /** The frame is listening, showing the page in this language. */
  z.object({ channel, type: z.literal("ready"), language: languageSchema }),
  z.object({ channel, type: z.literal("rendered"), revision: z.number().int().nonnegative() }),
  z.object({ channel, type: z.literal("failed"), revision: z.number().int().nonnegative(), message: z.string().max(500) }),
  /** The editor clicked this module in the frame. */
  z.object({ channel, type: z.literal("selected"), key: moduleKey }),
  /** The editor dragged this module onto another's place in the frame. */
  z.object({ channel, type: z.literal("move"), key: moduleKey, toKey: moduleKey }),
]);
export type ToToolMessage = WithoutChannel<z.infer<typeof toToolMessage>>;

/** Posts a message to the other side, at its origin only. */
export function postLiveMessage(target: Pick<Window, "postMessage">, message: ToFrameMessage | ToToolMessage, origin: string): void {
  target.postMessage({ channel: CHANNEL, ...message }, origin);
}

/** The message an event carries when it comes from `from` (that window, at that origin) in the expected shape; else null. */
export function readLiveMessage<S extends typeof toFrameMessage | typeof toToolMessage>(
  schema: S,
  event: Pick<MessageEvent, "data" | "origin" | "source">,
  from: { origin: string; window: MessageEventSource | null | undefined },
): z.infer<S> | null {
  if (!from.window || event.source !== from.window || event.origin !== from.origin) return null;
  const parsed = schema.safeParse(event.data);
  return parsed.success ? (parsed.data as z.infer<S>) : null;
}

/** The key the tool gives a saved module (document-state.ts draftOf): the frame's first render uses the same. */
export const savedModuleKey = (moduleId: number) => `m${moduleId}`;
