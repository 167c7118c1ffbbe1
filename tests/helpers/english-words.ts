import type { Language } from "../../schemas/site.js";

/**
 * Names that keep their English (Latin) spelling in every language: brands, products, platforms,
 * abbreviations and units. Anything else in Latin letters on a Chinese, Japanese or Korean page, or an
 * English-only word on a French one, is English leaking where it does not belong.
 */
export const KEPT_NAMES = [
  "Mathwise", "Academy", "Brightminds", "Math Club", "Hope Cup", "YouTube", "Facebook", "Instagram", "X", "WeChat",
  "WhatsApp", "Line", "LINE", "Google", "Apple", "Outlook", "App", "AI", "iPad", "iPhone", "Mac", "macOS", "Windows", "iOS",
  "Android", "Chromebook", "Surface Book", "Zoom", "ClassIn", "PDF", "OK", "Cookie", "Cookies", "GST", "VAT", "km",
  "AM", "PM", "Email", "E-mail", "ID", "SMS", "OTP", "Wi-Fi", "GB", "RAM", "GHz", "Mini", "Air", "HD", "QR", "PC",
  "JSON", "HTML", "URL", "http", "https", "iPad mini", "IP", "OS", "SNS",
  "PNG", "JPEG", "WebP", "AVIF", "GIF", "SVG", "Stripe",
  // The language switcher names each language in itself.
  "English", "Français",
];

/** Words that are English and not French: on a French page they are English leaking. */
const ENGLISH_ONLY = new Set(
  (
    "the and with your you our this that these those please sign here more about from will can have has are was what " +
    "when which who how why free new see not only each every month week today learn learning teacher teachers student " +
    "students children child book search home close back next loading error online level assessment find near read " +
    "view show hide account settings order orders cart shopping unpaid download yes of in to for by at it is be or an " +
    "as if we us my me no all any some get do"
  ).split(" "),
);

/** E-mail addresses, URLs, hosts and paths are written as they are, in any language. */
const ADDRESSES = /[\w.*+-]+@[\w-]+(\.[\w-]+)+\b|https?:\/\/\S+|\b[\w-]+(\.[\w-]+)*\.(example|localhost)\S*|(?<![\w])\/[\w./#-]+/g;

/**
 * The English words of a text shown in `language`: for Chinese, Japanese and Korean any word in Latin letters
 * that is not a kept name (`alsoKept`: the site's own proper names, such as its school and teachers); for
 * French the English-only words. None for English.
 */
export function englishWords(text: string, language: Language, alsoKept: readonly string[] = []): string[] {
  if (language === "en") return [];
  let rest = text.replace(ADDRESSES, " ");
  for (const name of [...alsoKept, ...KEPT_NAMES].sort((a, b) => b.length - a.length)) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    rest = rest.replace(new RegExp(`(?<!\\p{Script=Latin})${escaped}(?!\\p{Script=Latin})`, "gu"), " ");
  }
  const words = rest.match(/\p{Script=Latin}[\p{Script=Latin}'’-]*/gu) ?? [];
  if (language === "fr") return words.filter((word) => ENGLISH_ONLY.has(word.toLowerCase()));
  return words.filter((word) => word.length > 1);
}
