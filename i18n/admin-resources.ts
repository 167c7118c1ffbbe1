import type { Language } from "../schemas/site.js";
import adminEn from "./locales/admin/en.json" with { type: "json" };
import adminFr from "./locales/admin/fr.json" with { type: "json" };
import adminJa from "./locales/admin/ja.json" with { type: "json" };
import adminKo from "./locales/admin/ko.json" with { type: "json" };
import adminZhHans from "./locales/admin/zh-Hans.json" with { type: "json" };
import adminZhHant from "./locales/admin/zh-Hant.json" with { type: "json" };
import editorEn from "./locales/admin-editor/en.json" with { type: "json" };
import editorFr from "./locales/admin-editor/fr.json" with { type: "json" };
import editorJa from "./locales/admin-editor/ja.json" with { type: "json" };
import editorKo from "./locales/admin-editor/ko.json" with { type: "json" };
import editorZhHans from "./locales/admin-editor/zh-Hans.json" with { type: "json" };
import editorZhHant from "./locales/admin-editor/zh-Hant.json" with { type: "json" };
import mediaEn from "./locales/admin-media/en.json" with { type: "json" };
import mediaFr from "./locales/admin-media/fr.json" with { type: "json" };
import mediaJa from "./locales/admin-media/ja.json" with { type: "json" };
import mediaKo from "./locales/admin-media/ko.json" with { type: "json" };
import mediaZhHans from "./locales/admin-media/zh-Hans.json" with { type: "json" };
import mediaZhHant from "./locales/admin-media/zh-Hant.json" with { type: "json" };

/**
 * The editors' tool's texts, in namespaces of their own so that storefront pages never ship them: the
 * /admin layout's loader hands the page's language to the browser (app/routes/admin.tsx).
 * admin: the tool's frame, sign-in, sites, navigation, ads, short links, audit log; adminEditor: the page
 * editor, its generated forms, history and preview; adminMedia: the media library and its picker.
 */
export const ADMIN_NAMESPACES = ["admin", "adminEditor", "adminMedia"] as const;
export type AdminNamespace = (typeof ADMIN_NAMESPACES)[number];

export const adminResources: Record<Language, Record<AdminNamespace, typeof adminEn | typeof editorEn | typeof mediaEn>> = {
  en: { admin: adminEn, adminEditor: editorEn, adminMedia: mediaEn },
  fr: { admin: adminFr, adminEditor: editorFr, adminMedia: mediaFr },
  ja: { admin: adminJa, adminEditor: editorJa, adminMedia: mediaJa },
  ko: { admin: adminKo, adminEditor: editorKo, adminMedia: mediaKo },
  "zh-Hans": { admin: adminZhHans, adminEditor: editorZhHans, adminMedia: mediaZhHans },
  "zh-Hant": { admin: adminZhHant, adminEditor: editorZhHant, adminMedia: mediaZhHant },
};
