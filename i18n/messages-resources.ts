import type { Language } from "../schemas/site.js";
import en from "./locales/messages/en.json" with { type: "json" };
import fr from "./locales/messages/fr.json" with { type: "json" };
import ja from "./locales/messages/ja.json" with { type: "json" };
import ko from "./locales/messages/ko.json" with { type: "json" };
import zhHans from "./locales/messages/zh-Hans.json" with { type: "json" };
import zhHant from "./locales/messages/zh-Hant.json" with { type: "json" };

/** What the service sends people (one-time codes by e-mail and SMS) and the words of its answers: a namespace only the server loads. */
export const MESSAGES_NAMESPACE = "messages";

export const messagesResources: Record<Language, typeof en> = { en, "zh-Hant": zhHant, "zh-Hans": zhHans, ja, ko, fr };

/** The texts a call's answer may carry for people to read (a refusal's message, a status description). */
export type AnswerText = keyof typeof en.answers;
