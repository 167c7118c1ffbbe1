import type { Language } from "../schemas/site.js";
import en from "./locales/commerce/en.json" with { type: "json" };
import fr from "./locales/commerce/fr.json" with { type: "json" };
import ja from "./locales/commerce/ja.json" with { type: "json" };
import ko from "./locales/commerce/ko.json" with { type: "json" };
import zhHans from "./locales/commerce/zh-Hans.json" with { type: "json" };
import zhHant from "./locales/commerce/zh-Hant.json" with { type: "json" };

/**
 * The texts of the shop's own pages (cart, checkout, payment, coupons, orders), apart from the texts every page
 * loads: they belong to the default namespace, and those pages' loaders send them along (app/lib/commerce-texts.ts)
 * so that the rest of the storefront does not ship them.
 */
export const commerceResources: Record<Language, typeof en> = {
  en,
  "zh-Hant": zhHant,
  "zh-Hans": zhHans,
  ja,
  ko,
  fr,
};

export type CommerceTexts = typeof en;
