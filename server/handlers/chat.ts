import { and, asc, eq, gte } from "drizzle-orm";
import { z } from "zod";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { ChatAuthor, ChatContentType } from "../../schemas/chat-values.js";
import type { CallName } from "../../schemas/api/contract.js";
import { classRequestOf } from "../chat/class-question.js";
import { chatCardsOf, classVocabulary, recommendedClassIds } from "../chat/class-recommendations.js";
import { matchFaq } from "../chat/faq-match.js";
import { faqEntriesOf } from "../chat/faq-source.js";
import { chatMessages, chatSessions } from "../db/schema.js";
import type { HandlerContext, Handlers } from "../service/context.js";
import { openingHoursText } from "../../rules/regional/opening-hours.js";

type ChatCallName = Extract<CallName, "startChatSession" | "queryChatContent" | "queryChatReply">;

/** The site's published FAQ page, whose questions the assistant answers from. */
const FAQ_PATH = "/faq";

async function faqOf(ctx: HandlerContext) {
  const loaded = await ctx.pages.find(ctx.site().locale, FAQ_PATH);
  return loaded ? faqEntriesOf(loaded.page.modules) : [];
}

const conversationEnded = () => new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "This conversation has ended. Please start a new one.");

const storedIds = z.array(z.string());

/** The message that recommends classes holds their SKU ids, as JSON; the cards are made from the catalogue when shown. */
function recommendedIdsIn(content: string): string[] {
  try {
    return storedIds.parse(JSON.parse(content));
  } catch {
    return [];
  }
}

/** A question and the messages that answer it: the reply's text, and the recommended classes when there are. */
const MESSAGES_PER_EXCHANGE = 3;

async function checkConversation(ctx: HandlerContext, webchatSid: string) {
  const [session] = await ctx.db
    .select({ webchatSid: chatSessions.webchatSid })
    .from(chatSessions)
    .where(and(eq(chatSessions.webchatSid, webchatSid), eq(chatSessions.schoolCode, ctx.site().schoolCode)));
  if (!session) throw conversationEnded();
}

function contactReply(ctx: HandlerContext): string {
  const { phone, email, workingHours } = ctx.site().contact;
  return ctx.say("chatNoAnswer", { phone, email, workingTime: openingHoursText(workingHours, ctx.language()) });
}

export const chatHandlers: Handlers<ChatCallName> = {
  startChatSession: async (_data, ctx) => {
    const { schoolCode, features } = ctx.site();
    if (!features.chat) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "This feature is not open yet.");
    const [row] = await ctx.db
      .insert(chatSessions)
      .values({ schoolCode, uid: ctx.session?.uid ?? null })
      .returning({ webchatSid: chatSessions.webchatSid });
    return { webchatSid: row!.webchatSid };
  },

  queryChatContent: async ({ webchatSid, content }, ctx) => {
    await checkConversation(ctx, webchatSid);
    const match = matchFaq(content, await faqOf(ctx));
    const classRequest = classRequestOf(content, await classVocabulary(ctx), match.best !== null);
    const classIds = classRequest ? await recommendedClassIds(ctx, classRequest) : [];
    const answer = match.best?.answer ?? (classIds.length > 0 ? ctx.say("chatClassesFound") : contactReply(ctx));
    const stored = await ctx.db
      .insert(chatMessages)
      .values([
        { webchatSid, author: ChatAuthor.user, type: ChatContentType.text, content },
        { webchatSid, author: ChatAuthor.assistant, type: ChatContentType.text, content: answer },
        ...(classIds.length > 0
          ? [{ webchatSid, author: ChatAuthor.assistant, type: ChatContentType.classCard, content: JSON.stringify(classIds) }]
          : []),
      ])
      .returning({ id: chatMessages.id });
    // Ids follow the order of the values; RETURNING's row order is not promised.
    const [question, reply] = stored.sort((left, right) => left.id - right.id);
    return {
      messageId: question!.id,
      reply: { contentId: reply!.id, content: answer, type: ChatContentType.text, guide: match.guide },
    };
  },

  queryChatReply: async ({ messageId, webchatSid }, ctx) => {
    await checkConversation(ctx, webchatSid);
    const [question, ...after] = await ctx.db
      .select({ id: chatMessages.id, author: chatMessages.author, type: chatMessages.type, content: chatMessages.content })
      .from(chatMessages)
      .where(and(eq(chatMessages.webchatSid, webchatSid), gte(chatMessages.id, messageId)))
      .orderBy(asc(chatMessages.id))
      .limit(MESSAGES_PER_EXCHANGE);
    if (question?.id !== messageId || question.author !== ChatAuthor.user) {
      throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No question of this conversation has this messageId.");
    }
    const firstOfNext = after.findIndex((message) => message.author !== ChatAuthor.assistant);
    const replies = firstOfNext < 0 ? after : after.slice(0, firstOfNext);
    const text = replies.find((message) => message.type === ChatContentType.text)?.content ?? "";
    const classes = replies.find((message) => message.type === ChatContentType.classCard);
    const [faq, cards] = await Promise.all([
      faqOf(ctx),
      classes ? chatCardsOf(ctx, recommendedIdsIn(classes.content)) : [],
    ]);
    return { content: text, guide: matchFaq(question.content, faq).guide, cards };
  },
};
