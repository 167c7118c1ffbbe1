import { execFile } from "node:child_process";
import { access } from "node:fs/promises";
import { promisify } from "node:util";
import type { Language } from "../../../schemas/site.js";

/**
 * The fonts of the admit card's PDF (decision 0037): Chinese, Japanese and Korean need a CJK font, the Noto Sans CJK
 * collection of Debian's fonts-noto-cjk, whose faces are picked by language (one collection holds the Simplified,
 * Traditional, Japanese and Korean forms of the same characters). English and French use it too, for its Latin and
 * for the names of children written in Chinese; only without it do they fall back on Helvetica, built into PDF.
 */

/** Where fonts-noto-cjk puts the collection, when fontconfig cannot be asked. */
export const NOTO_CJK_FALLBACK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";

/** The collection's regular and bold files (the regular one again when the bold is missing). */
export interface CjkFontFiles {
  regular: string;
  bold: string;
}

/** A font for the PDF: a file and the PostScript name of its face, or one of PDF's own fonts. */
export type PdfFace = { file: string; postscriptName: string } | { builtIn: "Helvetica" | "Helvetica-Bold" };

export interface PdfFonts {
  regular: PdfFace;
  bold: PdfFace;
}

/** The face of each language in the collection: NotoSansCJKsc-Regular and so on. */
const FACE_OF: Record<Language, "sc" | "tc" | "jp" | "kr"> = { "zh-Hans": "sc", "zh-Hant": "tc", ja: "jp", ko: "kr", en: "sc", fr: "sc" };

/** Languages written in Latin letters, which Helvetica can set when no CJK font exists. */
const LATIN: ReadonlySet<Language> = new Set(["en", "fr"]);

/** The admit card cannot be written in this language on this machine: its CJK font is missing. */
export class CjkFontMissing extends Error {
  constructor(readonly language: Language) {
    super(`No Noto Sans CJK collection on this machine to write ${language} (install fonts-noto-cjk)`);
    this.name = "CjkFontMissing";
  }
}

const isNotoCjkCollection = (file: string) => /NotoSansCJK-Regular\.ttc$/.test(file);

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** What fontconfig names for Noto Sans CJK; "" when fc-match is missing or fails. */
async function fontconfigFile(): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)("fc-match", ["-f", "%{file}", "Noto Sans CJK SC"], { timeout: 5000 });
    return stdout.trim();
  } catch {
    return "";
  }
}

/**
 * The Noto Sans CJK collection's files: fontconfig's answer when it is that collection (fc-match answers its nearest
 * font, DejaVu say, when the collection is missing), else Debian's path; null when neither exists.
 */
export async function findCjkFontFiles(lookUp: () => Promise<string> = fontconfigFile, fallback = NOTO_CJK_FALLBACK): Promise<CjkFontFiles | null> {
  const found = await lookUp();
  let regular: string | null = null;
  for (const candidate of [found, fallback]) {
    if (isNotoCjkCollection(candidate) && (await exists(candidate))) {
      regular = candidate;
      break;
    }
  }
  if (!regular) return null;
  const bold = regular.replace(/-Regular\.ttc$/, "-Bold.ttc");
  return { regular, bold: (await exists(bold)) ? bold : regular };
}

let located: Promise<CjkFontFiles | null> | undefined;

/** findCjkFontFiles, asked once per process: fonts are installed with the machine, not while it serves. */
export function cjkFontFiles(): Promise<CjkFontFiles | null> {
  located ??= findCjkFontFiles();
  return located;
}

/** The regular and bold faces to write `language` with; CjkFontMissing when the language needs the missing collection. */
export function pdfFontsFor(language: Language, files: CjkFontFiles | null): PdfFonts {
  if (files) {
    const face = FACE_OF[language];
    const bold = files.bold === files.regular ? "Regular" : "Bold";
    return {
      regular: { file: files.regular, postscriptName: `NotoSansCJK${face}-Regular` },
      bold: { file: files.bold, postscriptName: `NotoSansCJK${face}-${bold}` },
    };
  }
  if (LATIN.has(language)) return { regular: { builtIn: "Helvetica" }, bold: { builtIn: "Helvetica-Bold" } };
  throw new CjkFontMissing(language);
}
