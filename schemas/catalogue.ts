import { z } from "zod";
import { LANGUAGES, type Language } from "./site.js";

/** What a SKU sells (decision 0014). */
export const SKU_KINDS = ["class", "package", "recorded", "goods", "subscription"] as const;
export const skuKindSchema = z.enum(SKU_KINDS);
export type SkuKind = z.infer<typeof skuKindSchema>;

/** Platforms (SPEC §3): live, in person, big online, small online; the catalogue's platformCombineType filter. */
export const PLATFORM_TYPES = { live: 1, inPerson: 2, bigOnline: 3, smallOnline: 4 } as const;
export const platformTypeSchema = z.union(Object.values(PLATFORM_TYPES).map((value) => z.literal(value)));
export type PlatformType = (typeof PLATFORM_TYPES)[keyof typeof PLATFORM_TYPES];

/** Class delivery modes (SPEC §3). */
export const DELIVERY_MODES = ["ZOOM", "CLASS_IN", "OFFLINE", "BIG_ONLINE", "DUAL", "ONLINE", "THINK_LIVE"] as const;
export const deliveryModeSchema = z.enum(DELIVERY_MODES);
export type DeliveryMode = z.infer<typeof deliveryModeSchema>;

/** Attached items are materials (SPEC §3 attachedItems; coupons have tuition and materials categories). */
export const ATTACHMENT_CATEGORIES = ["materials"] as const;
export const attachmentCategorySchema = z.enum(ATTACHMENT_CATEGORIES);
export type AttachmentCategory = z.infer<typeof attachmentCategorySchema>;

/** Term ids (SPEC §3): long term 1, short term 2. */
export const TERMS = { long: 1, short: 2 } as const;

const price = z.number().int().min(0).max(100_000_000);

/** A running promotion on a SKU (SPEC §3 activityInfo); prices in minor units. */
export const skuActivitySchema = z.object({
  activityId: z.number().int().positive().max(2_147_483_647),
  activityType: z.number().int().min(0).max(99),
  sellPrice: price,
  showPrice: price,
  activityParam: z.string().max(200).default(""),
});
export type SkuActivity = z.infer<typeof skuActivitySchema>;

/** A course's or product's words in one language. */
export const courseContentSchema = z.object({
  title: z.string().trim().min(1).max(120),
  summary: z.string().trim().max(1000).default(""),
  /** One line per syllabus item, in lesson order. */
  syllabus: z.array(z.string().trim().min(1).max(200)).max(200).default([]),
});
export type CourseContent = z.infer<typeof courseContentSchema>;

/** Content in the site's languages: at least one, never a language the product does not have. */
export const courseContentByLanguageSchema = z
  .partialRecord(z.enum(LANGUAGES), courseContentSchema)
  .refine((content) => Object.keys(content).length > 0, "content needs at least one language");
export type CourseContentByLanguage = Partial<Record<Language, CourseContent>>;
