import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CjkFontMissing, findCjkFontFiles, pdfFontsFor } from "./admit-card-fonts.server.js";

/** A folder with empty stand-ins for the collection's files. */
async function fontFolder(...names: string[]) {
  const folder = await mkdtemp(join(tmpdir(), "exam-fonts-"));
  for (const name of names) await writeFile(join(folder, name), "");
  return folder;
}

describe("findCjkFontFiles", () => {
  it("takes fontconfig's answer when it is the Noto Sans CJK collection, with its bold file", async () => {
    const folder = await fontFolder("NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc");
    const regular = join(folder, "NotoSansCJK-Regular.ttc");
    expect(await findCjkFontFiles(async () => regular, "/nowhere/NotoSansCJK-Regular.ttc")).toEqual({ regular, bold: join(folder, "NotoSansCJK-Bold.ttc") });
  });

  it("falls back on Debian's path when fontconfig answers another font or nothing, and on the regular file without a bold one", async () => {
    const folder = await fontFolder("NotoSansCJK-Regular.ttc");
    const fallback = join(folder, "NotoSansCJK-Regular.ttc");
    expect(await findCjkFontFiles(async () => "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", fallback)).toEqual({ regular: fallback, bold: fallback });
    expect(await findCjkFontFiles(async () => "", fallback)).toEqual({ regular: fallback, bold: fallback });
  });

  it("finds nothing when neither exists", async () => {
    expect(await findCjkFontFiles(async () => "/gone/NotoSansCJK-Regular.ttc", "/nowhere/NotoSansCJK-Regular.ttc")).toBeNull();
  });
});

describe("pdfFontsFor", () => {
  const files = { regular: "/fonts/NotoSansCJK-Regular.ttc", bold: "/fonts/NotoSansCJK-Bold.ttc" };

  it("picks the collection's face of each language, and the Simplified one for English and French", () => {
    const faces = (["zh-Hans", "zh-Hant", "ja", "ko", "en", "fr"] as const).map((language) => pdfFontsFor(language, files));
    expect(faces.map((fonts) => ("postscriptName" in fonts.regular ? fonts.regular.postscriptName : ""))).toEqual([
      "NotoSansCJKsc-Regular",
      "NotoSansCJKtc-Regular",
      "NotoSansCJKjp-Regular",
      "NotoSansCJKkr-Regular",
      "NotoSansCJKsc-Regular",
      "NotoSansCJKsc-Regular",
    ]);
    expect(pdfFontsFor("zh-Hant", files).bold).toEqual({ file: files.bold, postscriptName: "NotoSansCJKtc-Bold" });
  });

  it("writes bold with the regular face when the bold file is missing", () => {
    expect(pdfFontsFor("ja", { regular: files.regular, bold: files.regular }).bold).toEqual({ file: files.regular, postscriptName: "NotoSansCJKjp-Regular" });
  });

  it("uses Helvetica for English and French without the collection, and refuses the CJK languages", () => {
    expect(pdfFontsFor("fr", null)).toEqual({ regular: { builtIn: "Helvetica" }, bold: { builtIn: "Helvetica-Bold" } });
    for (const language of ["zh-Hans", "zh-Hant", "ja", "ko"] as const) expect(() => pdfFontsFor(language, null)).toThrow(CjkFontMissing);
  });
});
