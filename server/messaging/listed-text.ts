import { i18nFor } from "../../i18n/i18n.server.js";
import { MESSAGES_NAMESPACE } from "../../i18n/messages-resources.js";
import type { Language } from "../../schemas/site.js";

/**
 * The words of an entry of a fixed list (refund reasons, feedback problem types, cancellation reasons) in a
 * language, from i18n/locales/messages `{group}.{key}`; an id the list no longer has (no key) reads as its number.
 */
export function listedText(language: Language, group: string, key: string | undefined, id: number): string {
  return key ? i18nFor(language).t(`${group}.${key}`, { ns: MESSAGES_NAMESPACE, lng: language }) : `#${id}`;
}
