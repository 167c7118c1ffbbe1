import { describe, expect, it } from "vitest";
import { siteI18n } from "../../../i18n/i18n.server.js";
import { MESSAGES_NAMESPACE } from "../../../i18n/messages-resources.js";
import { composeFeedbackAnswer } from "./answer-mail.js";

const translator = (language: "en" | "zh-Hant") => siteI18n({ languages: ["en", "zh-Hant"], defaultLanguage: "en" }).getFixedT(language, MESSAGES_NAMESPACE);
const facts = { school: "Mathwise", student: "Bo Parent", course: "AMC 10 Prep", description: "Homework 3 was not marked.", answer: "The teacher marked it today." };

describe("the message that brings the teachers' answer", () => {
  it("quotes what the parent wrote, then the answer, as written", async () => {
    const mail = composeFeedbackAnswer(await translator("en"), facts);
    expect(mail.subject).toBe("Mathwise: the teachers have answered your feedback");
    expect(mail.body.split("\n")).toEqual([
      "You wrote about Bo Parent in AMC 10 Prep:",
      "Homework 3 was not marked.",
      "",
      "The teachers' answer:",
      "The teacher marked it today.",
      "",
      "You can read it again under My feedback in My Courses.",
    ]);
  });

  it("is worded in the site's language, the parent's and staff's words untouched", async () => {
    const mail = composeFeedbackAnswer(await translator("zh-Hant"), { ...facts, answer: "老師今天已批改。" });
    expect(mail.subject).toBe("Mathwise：老師已回覆您的意見");
    expect(mail.body).toContain("老師的回覆：\n老師今天已批改。");
    expect(mail.body).toContain("Homework 3 was not marked.");
  });
});
