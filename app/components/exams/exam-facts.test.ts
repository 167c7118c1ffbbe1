import { describe, expect, it } from "vitest";
import { i18nFor } from "../../../i18n/i18n.server.js";
import type { Language } from "../../../schemas/site.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { admitCardFacts, admitCardNotes, examFee, examMoment, examWhen, examWhere, nameList } from "./exam-facts.js";
import { hkAdmitCard, usAdmitCard, usExam } from "./exams-test-support.js";

const words = (locale: "us" | "hk" | "uk", language: Language) => ({ site: fixtureSite(locale), language, t: i18nFor(language).getFixedT(language) });

describe("how an exam is worded", () => {
  it("writes its time in the exam's timezone with the site's date format, the end as a time on the same day", () => {
    expect(examWhen(usExam(), words("us", "en"))).toBe("12-12-2026 09:00–10:30");
    expect(examWhen(hkAdmitCard(), words("hk", "zh-Hant"))).toBe("2027年1月10日 10:00–11:30");
    expect(examWhen(hkAdmitCard(), words("hk", "en"))).toBe("10/01/2027 10:00–11:30");
  });

  it("writes the end's date too when the exam ends on another day", () => {
    expect(examWhen(usExam({ endsAt: "2026-12-13T09:00:00.000Z" }), words("us", "en"))).toBe("12-12-2026 09:00–13-12-2026 01:00");
  });

  it("reads an unknown timezone as the site's", () => {
    expect(examWhen(usExam({ timezone: "Mars/Olympus" }), words("us", "en"))).toBe("12-12-2026 09:00–10:30");
  });

  it("gives the start alone when the end is no date", () => {
    expect(examWhen(usExam({ endsAt: "soon" }), words("us", "en"))).toBe("12-12-2026 09:00");
  });

  it("writes when registration closes in the exam's timezone", () => {
    expect(examMoment(usExam().registrationEndsAt, "America/Los_Angeles", words("us", "en"))).toBe("05-12-2026 23:59");
  });

  it("shows a fee in the site's currency, and a free exam as free", () => {
    expect(examFee(38000, words("hk", "en"))).toBe("HK$380.00");
    expect(examFee(0, words("us", "en"))).toBe("Free");
    expect(examFee(0, words("hk", "zh-Hant"))).toBe("免費");
  });

  it("says online rather than the place of an online exam", () => {
    const { t } = words("us", "en");
    expect(examWhere(usExam(), t)).toBe("Online");
    expect(examWhere(hkAdmitCard(), t)).toBe("銅鑼灣學習中心（軒尼詩道500號8樓）");
  });

  it("lists names with the language's separator", () => {
    expect(nameList(["Grade 3", "Grade 4"], words("us", "en").t)).toBe("Grade 3, Grade 4");
    expect(nameList(["小四", "小五"], words("hk", "zh-Hant").t)).toBe("小四、小五");
  });
});

describe("the admit card's facts", () => {
  it("are the fields of SPEC §3 in order, with their labels", () => {
    expect(admitCardFacts(hkAdmitCard(), words("hk", "en")).map(({ label, value }) => `${label}: ${value}`)).toEqual([
      "Candidate: 陳小明",
      "Grade: 小五",
      "Candidate number: HC270001",
      "Exam: 2027 希望盃數學邀請賽",
      "Date and time: 10/01/2027 10:00–11:30",
      "Place: 銅鑼灣學習中心（軒尼詩道500號8樓）",
      "Fee: HK$380.00",
    ]);
  });

  it("tell a candidate at a centre to bring the card, and that the fee is paid there; online, to join from the app", () => {
    const { t } = words("us", "en");
    expect(admitCardNotes(hkAdmitCard(), t)).toEqual(["Bring this admit card to the exam and arrive 15 minutes before it starts.", "The fee is paid at the exam."]);
    expect(admitCardNotes(usAdmitCard(), t)).toEqual([
      "This exam is online: your child joins it from the student app at the time shown. Be ready 15 minutes before it starts.",
    ]);
  });
});
