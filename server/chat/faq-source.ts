import { z } from "zod";
import type { PreparedModule } from "../../schemas/api/calls/pages.js";
import { isModuleOf } from "../../component-registry/components.js";
import type { FaqEntry } from "./faq-match.js";

const faqItems = z.object({ items: z.array(z.object({ question: z.string(), answer: z.string() })) });

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text a reader sees in sanitized rich text: tags dropped, paragraphs and breaks as spaces. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** The questions and plain-text answers of a page's FAQ modules (modules with a problem are not shown, so not used). */
export function faqEntriesOf(modules: readonly PreparedModule[]): FaqEntry[] {
  return modules
    .filter((module) => isModuleOf(module, "Faq") && !module.problem)
    .flatMap((module) => faqItems.safeParse(module.componentData).data?.items ?? [])
    .map((item) => ({ question: htmlToText(item.question), answer: htmlToText(item.answer) }));
}
