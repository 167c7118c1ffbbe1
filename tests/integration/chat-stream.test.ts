import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallContext } from "../../api/client.js";
import { ErrorCode } from "../../api/errors.js";
import { eventStreamParser, type ServerSentEvent } from "../../app/lib/chat/event-stream.js";
import { CHAT_STREAM_PATH } from "../../schemas/api/calls/chat.js";
import { chatMessages } from "../../server/db/schema.js";
import { freshClient } from "../helpers/accounts.js";
import { inProcessClient, startTestServer, startTestService, usContext, type TestService } from "../helpers/test-service.js";

const cnContext: CallContext = { header: { schoolCode: "8600", timezone: "Asia/Shanghai" }, countryCode: "CN", channelCode: "web-cn", language: "zh-Hans" };

let running: TestService;
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  running = await startTestService();
  server = await startTestServer(running);
});
afterAll(async () => {
  await server?.close();
  await running?.close();
});

async function ask(content: string, context: CallContext = usContext) {
  const api = freshClient(running);
  const { webchatSid } = await api.call("startChatSession", {}, context);
  return { webchatSid, ...(await api.call("queryChatContent", { webchatSid, content }, context)) };
}

/** POSTs a body to the stream and reads it to its end, noting when each event arrived. */
async function stream(body: string, headers: Record<string, string> = {}) {
  const started = Date.now();
  const response = await fetch(`${server.baseUrl}${CHAT_STREAM_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Accept-Encoding": "gzip, br", ...headers },
    body,
  });
  const events: (ServerSentEvent & { at: number })[] = [];
  const parser = eventStreamParser();
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  for (let piece = await reader.read(); !piece.done; piece = await reader.read()) {
    for (const event of parser.push(decoder.decode(piece.value, { stream: true }))) events.push({ ...event, at: Date.now() - started });
  }
  return { response, events };
}

const envelope = (data: unknown, context: CallContext = usContext) => JSON.stringify({ data, header: context.header });
const named = (events: ServerSentEvent[], name: string) => events.filter((event) => event.event === name).map((event) => JSON.parse(event.data) as unknown);

describe("the streamed chat reply", () => {
  it("sends the stored reply word by word, in order and over time, then the guide and done", async () => {
    const { webchatSid, messageId, reply } = await ask("How are classes taught?");
    const { response, events } = await stream(envelope({ messageId, webchatSid }, usContext), { "Accept-Language": "en" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("content-encoding")).toBeNull();

    const words = named(events, "message") as string[];
    expect(words.length).toBeGreaterThan(3);
    const [stored] = await running.store.db.select().from(chatMessages).where(eq(chatMessages.id, reply.contentId));
    expect(words.join("")).toBe(stored!.content);
    expect(words[0]!.split(" ").filter(Boolean).length).toBeLessThanOrEqual(3);
    const times = events.filter((event) => event.event === "message").map((event) => event.at);
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(30 * (words.length - 2));

    expect(events.slice(words.length).map((event) => event.event)).toEqual(["guide", "done"]);
    expect(named(events, "guide")).toEqual([reply.guide]);
  });

  it("recommends up to three us classes on sale now for a class question, kept as a class card message", async () => {
    const { webchatSid, messageId, reply } = await ask("Do you have Grade 5 math classes?");
    const { events } = await stream(envelope({ messageId, webchatSid }));
    const [cards] = named(events, "card") as { id: string; kind: string; title: string; gradeNames: string[] }[][];
    expect(cards!.length).toBeGreaterThan(0);
    expect(cards!.length).toBeLessThanOrEqual(3);
    expect((named(events, "message") as string[]).join("")).toBe(reply.content);
    expect(events.map((event) => event.event).slice(-3)).toEqual(["guide", "card", "done"]);

    const onSale = await inProcessClient(running).call("searchCourses", { gradeId: 106, subjectId: 1, pageSize: 48 }, usContext);
    for (const card of cards!) {
      const found = onSale.list.find((candidate) => candidate.id === card.id);
      expect(found, card.id).toMatchObject({ kind: "class", remainSellTime: 0 });
      expect(found!.sellStore).toBeGreaterThan(0);
      expect(found!.spec?.subjectId).toBe(1);
      expect(card.gradeNames).toContain("Grade 5");
      expect(card.id.startsWith("us-")).toBe(true);
    }

    const messages = await running.store.db.select().from(chatMessages).where(eq(chatMessages.webchatSid, webchatSid)).orderBy(asc(chatMessages.id));
    expect(messages.map((message) => [message.author, message.type])).toEqual([
      [1, 0],
      [2, 0],
      [2, 2],
    ]);
    expect(JSON.parse(messages[2]!.content)).toEqual(cards!.map((card) => card.id));
  });

  it("recommends cn classes to a Chinese question that names a grade the FAQ cannot answer", async () => {
    const { webchatSid, messageId, reply } = await ask("三年级有什么推荐？", cnContext);
    const { events } = await stream(envelope({ messageId, webchatSid }, cnContext), { "Accept-Language": "zh-Hans" });
    const [cards] = named(events, "card") as { id: string; gradeNames: string[] }[][];
    expect(reply.content).toBe("以下是目前正在报名、可能适合您的课程：");
    expect(cards!.length).toBeGreaterThan(0);
    for (const card of cards!) expect(card.gradeNames).toContain("三年级");
  });

  it("answers bad-request, and nothing else, for a message of another conversation or school", async () => {
    const mine = await ask("What device do we need?");
    const other = await ask("Can I reschedule a lesson?");
    for (const body of [
      envelope({ messageId: mine.messageId, webchatSid: other.webchatSid }),
      envelope({ messageId: mine.reply.contentId, webchatSid: mine.webchatSid }),
      envelope({ messageId: mine.messageId, webchatSid: mine.webchatSid }, cnContext),
    ]) {
      const { response, events } = await stream(body);
      expect(response.status).toBe(200);
      expect(events.map((event) => event.event)).toEqual(["bad-request"]);
      expect(named(events, "bad-request")).toEqual([expect.objectContaining({ code: ErrorCode.NOT_FOUND_OR_ENDED })]);
    }
  });

  it("answers bad-request for a request that is not valid", async () => {
    for (const body of ["{", envelope({ messageId: "one", webchatSid: "x" }), envelope({ messageId: 1 })]) {
      const { events } = await stream(body);
      expect(named(events, "bad-request")).toEqual([expect.objectContaining({ code: ErrorCode.INVALID_INPUT })]);
    }
  });

  it("refuses a cross-site post and an oversized body before any stream", async () => {
    const { webchatSid, messageId } = await ask("What device do we need?");
    const crossSite = await fetch(`${server.baseUrl}${CHAT_STREAM_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" },
      body: envelope({ messageId, webchatSid }),
    });
    expect(crossSite.status).toBe(403);
    const oversized = await fetch(`${server.baseUrl}${CHAT_STREAM_PATH}`, { method: "POST", body: "x".repeat(10_000) });
    expect(oversized.status).toBe(413);
    expect((await oversized.json()).code).toBe(ErrorCode.INVALID_INPUT);
  });

  it("stops when the visitor goes away, and streams on for the next one", async () => {
    const { webchatSid, messageId, reply } = await ask("What device do we need?");
    const leaving = new AbortController();
    const response = await fetch(`${server.baseUrl}${CHAT_STREAM_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: envelope({ messageId, webchatSid }),
      signal: leaving.signal,
    });
    const reader = response.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    leaving.abort();
    await expect(reader.read()).rejects.toThrow();
    const { events } = await stream(envelope({ messageId, webchatSid }));
    expect((named(events, "message") as string[]).join("")).toBe(reply.content);
  });
});
