import { describe, expect, it } from "vitest";
import { i18nFor } from "../../../i18n/i18n.server.js";
import type { Language } from "../../../schemas/site.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { cjkFontFiles, pdfFontsFor } from "./admit-card-fonts.server.js";
import { admitCardPdf } from "./admit-card-pdf.server.js";
import { hkAdmitCard, usAdmitCard } from "./exams-test-support.js";
import { pdfText } from "./pdf-text-test-support.js";

async function write(card: ReturnType<typeof usAdmitCard>, locale: "us" | "hk", language: Language, files: Awaited<ReturnType<typeof cjkFontFiles>> | "installed" = "installed") {
  const site = fixtureSite(locale);
  const fonts = pdfFontsFor(language, files === "installed" ? await cjkFontFiles() : files);
  return admitCardPdf(card, { site, language, t: i18nFor(language).getFixedT(language), schoolName: site.schoolName, fonts, compress: false });
}

const head = (pdf: Buffer) => pdf.subarray(0, 5).toString("latin1");

describe("the admit card's PDF", () => {
  it("needs the Noto Sans CJK collection that fonts-noto-cjk installs", async () => {
    expect(await cjkFontFiles()).toMatchObject({ regular: expect.stringMatching(/NotoSansCJK-Regular\.ttc$/) });
  });

  it("writes the card in English with the candidate number, the times in the site's timezone and the online note", async () => {
    const pdf = await write(usAdmitCard(), "us", "en");
    expect(head(pdf)).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const shown of ["Mathwise Academy United States", "Admit card", "YMO270001", "Mia Chen", "Grade 3", "12-12-2026 09:00–10:30", "Online", "Free"])
      expect(text, shown).toContain(shown);
    expect(text).toContain("joins it from the student app");
    expect(pdf.toString("latin1")).toContain("/FontName /");
    expect(pdf.toString("latin1")).toMatch(/NotoSansCJKsc-Regular/);
  });

  it("writes a Traditional Chinese card with the Traditional face, the centre, the fee and what to bring", async () => {
    const pdf = await write(hkAdmitCard(), "hk", "zh-Hant");
    expect(head(pdf)).toBe("%PDF-");
    expect(pdf.toString("latin1")).toMatch(/NotoSansCJKtc-(Regular|Bold)/);
    const text = pdfText(pdf);
    for (const shown of ["准考證", "HC270001", "陳小明", "小五", "2027 希望盃數學邀請賽", "2027年1月10日 10:00–11:30", "銅鑼灣學習中心", "HK$380.00", "請攜帶此准考證應考"])
      expect(text, shown).toContain(shown);
  });

  it("falls back on Helvetica in English without the collection, and refuses Chinese without it", async () => {
    const pdf = await write(usAdmitCard(), "us", "en", null);
    expect(head(pdf)).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain("/BaseFont /Helvetica");
    expect(pdfText(pdf)).toContain("YMO270001");
    await expect(write(hkAdmitCard(), "hk", "zh-Hant", null)).rejects.toThrow(/fonts-noto-cjk/);
  });

  it("compresses its streams when served", async () => {
    const site = fixtureSite("us");
    const pdf = await admitCardPdf(usAdmitCard(), { site, language: "en", t: i18nFor("en").getFixedT("en"), schoolName: site.schoolName, fonts: pdfFontsFor("en", null) });
    expect(head(pdf)).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain("/FlateDecode");
    expect(pdfText(pdf)).not.toContain("YMO270001");
  });
});
