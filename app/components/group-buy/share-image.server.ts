import { SHARE_IMAGE_SIZE } from "./group-buy-seo.js";

/** Fonts that draw every script the sites write (fonts-noto-cjk on the server), Latin in Noto Sans as a fallback. */
export const SHARE_FONT = "Noto Sans CJK SC, Noto Sans CJK JP, Noto Sans, sans-serif";

/** /activity/group/share/{activityId}.png: the activity's id, or undefined for any other name. */
export function shareImageActivityId(file: string | undefined): number | undefined {
  const match = /^([1-9]\d{0,9})\.png$/.exec(file ?? "");
  const activityId = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(activityId) && activityId <= 2 ** 31 - 1 ? activityId : undefined;
}

/** Text as SVG character data or an attribute value; characters XML cannot hold (controls) become spaces. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cs}]/gu, " ")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Characters drawn a full em wide: Chinese, Japanese and Korean, and full-width forms. */
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
const BROAD = /[A-Z0-9MWmw@%&]/;

/** A character's width in ems, roughly: the image has no text layout to ask, so a line is filled by this estimate. */
function charWidth(char: string): number {
  if (WIDE.test(char)) return 1;
  if (char === " ") return 0.28;
  return BROAD.test(char) ? 0.66 : 0.54;
}

/** A text's width in ems, by the estimate. */
export const textWidth = (text: string) => Array.from(text).reduce((sum, char) => sum + charWidth(char), 0);

/** A text as break opportunities: each wide character alone, a run of other letters as one word, spaces as " ". */
function breakables(text: string): string[] {
  return text.match(new RegExp(`${WIDE.source}|\\s+|[^\\s]+?(?=${WIDE.source}|\\s|$)`, "gu")) ?? [];
}

/**
 * A text in at most `maxLines` lines of `maxWidth` ems: broken between words (or between any two Chinese, Japanese
 * or Korean characters), a word too long for a line broken where it must, the last line ending in "…" when the text
 * is longer than the lines.
 */
export function wrapText(text: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  const fits = (candidate: string) => textWidth(candidate.trimEnd()) <= maxWidth;
  for (const piece of breakables(text.replace(/[\p{Cc}\p{Cs}]/gu, " ").trim())) {
    if (/^\s+$/.test(piece)) {
      if (line) line += " ";
    } else if (fits(line + piece)) {
      line += piece;
    } else {
      if (line.trim()) lines.push(line.trimEnd());
      line = "";
      for (const char of Array.from(piece)) {
        if (line && !fits(line + char)) {
          lines.push(line);
          line = "";
        }
        line += char;
      }
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = Array.from(kept[maxLines - 1]!);
  while (last.length > 0 && !fits(`${last.join("")}…`)) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.join("").trimEnd()}…`;
  return kept;
}

export interface ShareImageText {
  /** The image's language (xml:lang), so the fonts draw its script's forms. */
  language: string;
  schoolName: string;
  /** "Group buy", in the site's language. */
  kicker: string;
  title: string;
  groupPrice: string;
  /** The usual price, struck through; null when the group price is no lower. */
  listPrice: string | null;
  /** "2 families, one price", in the site's language. */
  families: string;
}

const MARGIN = 64;
const TITLE_SIZE = 60;
const TITLE_LINE = 76;

/** The share image as SVG: the school on a band, the class's title in two lines at most, the prices, the group's size. */
export function shareImageSvg(text: ShareImageText): string {
  const { width, height } = SHARE_IMAGE_SIZE;
  const titleLines = wrapText(text.title, (width - 2 * MARGIN) / TITLE_SIZE, 2);
  const school = wrapText(text.schoolName, (width - 2 * MARGIN) / 34, 1)[0] ?? "";
  const title = titleLines
    .map((line, index) => `<tspan x="${MARGIN}" y="${250 + index * TITLE_LINE}">${escapeXml(line)}</tspan>`)
    .join("");
  const listPrice = text.listPrice
    ? `<tspan dx="32" font-size="48" font-weight="400" fill="#64748b" text-decoration="line-through">${escapeXml(text.listPrice)}</tspan>`
    : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" xml:lang="${escapeXml(text.language)}" font-family="${SHARE_FONT}">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<rect width="${width}" height="96" fill="#1d4ed8"/>`,
    `<text x="${MARGIN}" y="60" font-size="34" font-weight="700" fill="#ffffff">${escapeXml(school)}</text>`,
    `<text x="${MARGIN}" y="164" font-size="32" font-weight="700" fill="#1d4ed8">${escapeXml(text.kicker)}</text>`,
    `<text font-size="${TITLE_SIZE}" font-weight="700" fill="#0f172a">${title}</text>`,
    `<text x="${MARGIN}" y="${250 + 2 * TITLE_LINE + 82}" font-size="96" font-weight="700" fill="#1d4ed8"><tspan>${escapeXml(text.groupPrice)}</tspan>${listPrice}</text>`,
    `<rect x="0" y="${height - 24}" width="${width}" height="24" fill="#1d4ed8"/>`,
    `<text x="${MARGIN}" y="${height - 70}" font-size="36" font-weight="700" fill="#1e3a8a">${escapeXml(text.families)}</text>`,
    `</svg>`,
  ].join("");
}

/** The share image as a PNG of SHARE_IMAGE_SIZE. */
export async function renderShareImage(text: ShareImageText): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(shareImageSvg(text)), { density: 72 }).png({ compressionLevel: 9 }).toBuffer();
}
