import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import type { CallContext } from "../../api/client.js";
import { chatMessages, chatSessions } from "../../server/db/schema.js";
import { freshClient, signIn } from "../helpers/accounts.js";
import { localIdentityProviders } from "../helpers/identity.js";
import { startTestService, ukContext, usContext, type TestService } from "../helpers/test-service.js";

const identity = await localIdentityProviders();
const cnContext: CallContext = { header: { schoolCode: "8600", timezone: "Asia/Shanghai" }, countryCode: "CN", channelCode: "web-cn", language: "zh-Hans" };

let running: TestService;
beforeAll(async () => {
  running = await startTestService({}, { identityProviders: identity.providers });
});
afterAll(async () => {
  await running?.close();
});

async function ask(content: string, context: CallContext = usContext) {
  const api = freshClient(running);
  const { webchatSid } = await api.call("startChatSession", {}, context);
  return { webchatSid, answer: await api.call("queryChatContent", { webchatSid, content }, context) };
}

describe("chat assistant", () => {
  it("answers from the site's FAQ in English, suggesting three other questions", async () => {
    const { answer } = await ask("How do I get a refund?");
    expect(answer.reply.content).toMatch(/^The rules depend on the course/);
    expect(answer.reply.content).not.toContain("<");
    expect(answer.reply.guide).toHaveLength(3);
    expect(answer.reply.guide).not.toContain("What is your refund policy?");
  });

  it("answers from the site's FAQ in Chinese", async () => {
    const { answer } = await ask("你们的退款政策是什么？", cnContext);
    expect(answer.reply.content).toMatch(/^规则取决于课程类型和已上课时数，详情请查看退款政策页面。/);
    expect(answer.reply.guide).not.toContain("退款政策是怎样的？");
  });

  it("points to the school's contact when no question is close", async () => {
    const { answer } = await ask("Tell me about the weather on Mars");
    // The hours in the conversation's language; ICU's space before AM/PM differs between Node versions.
    expect(answer.reply.content.replace(/\s/g, " ")).toBe(
      "I could not find an answer to that. You can reach us at +1 (408) 555-0142 or hello-us@mathwise.example (Mon – Fri 9:00 AM – 6:00 PM).",
    );
    expect(answer.reply.guide).toHaveLength(3);
  });

  it("refuses a conversation of another school, and an unknown one, with 4003", async () => {
    const { webchatSid } = await ask("Hello");
    const api = freshClient(running);
    await expect(api.call("queryChatContent", { webchatSid, content: "Hello" }, cnContext)).rejects.toEqual(
      expect.objectContaining({ code: ErrorCode.NOT_FOUND_OR_ENDED }),
    );
    await expect(
      api.call("queryChatContent", { webchatSid: "00000000-0000-4000-8000-000000000000", content: "Hello" }, usContext),
    ).rejects.toEqual(expect.objectContaining({ code: ErrorCode.NOT_FOUND_OR_ENDED }));
  });

  it("starts no conversation where the school offers no chat", async () => {
    await expect(freshClient(running).call("startChatSession", {}, ukContext)).rejects.toEqual(
      expect.objectContaining({ code: ErrorCode.NOT_FOUND_OR_ENDED }),
    );
  });

  it("refuses a message longer than 500 characters", async () => {
    const api = freshClient(running);
    const { webchatSid } = await api.call("startChatSession", {}, usContext);
    await expect(api.call("queryChatContent", { webchatSid, content: "a".repeat(501) }, usContext)).rejects.toEqual(
      expect.objectContaining({ code: ErrorCode.INVALID_INPUT }),
    );
    await expect(api.call("queryChatContent", { webchatSid, content: "a".repeat(500) }, usContext)).resolves.toBeDefined();
  });

  it("keeps both messages of each exchange, and the signed-in student of the conversation", async () => {
    const family = await signIn(running);
    const { webchatSid } = await family.api.call("startChatSession", {}, family.call);
    const answer = await family.api.call("queryChatContent", { webchatSid, content: "What device do we need?" }, family.call);
    const [session] = await running.store.db.select().from(chatSessions).where(eq(chatSessions.webchatSid, webchatSid));
    expect(session).toMatchObject({ schoolCode: "415", uid: family.uid });
    const messages = await running.store.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.webchatSid, webchatSid))
      .orderBy(asc(chatMessages.id));
    expect(messages).toEqual([
      expect.objectContaining({ id: answer.messageId, author: 1, type: 0, content: "What device do we need?", status: "normal" }),
      expect.objectContaining({ id: answer.reply.contentId, author: 2, type: 0, content: answer.reply.content, status: "normal" }),
    ]);
  });
});
