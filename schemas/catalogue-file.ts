import { z } from "zod";
import {
  attachmentCategorySchema,
  courseContentByLanguageSchema,
  deliveryModeSchema,
  platformTypeSchema,
  skuActivitySchema,
} from "./catalogue.js";
import { linkUrl } from "./api/fields.js";
import { ENTRANCE_TESTS } from "./placement.js";
import { LANGUAGES, localeSchema } from "./site.js";

/**
 * A catalogue file: what an operator imports (`npm run catalogue:import -- file.json`) and what the seed
 * writes from fixtures/catalogue.json. Every id is the school's own key, so importing a file again
 * updates the same rows instead of adding new ones.
 */
export const catalogueKey = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, "a key of letters, digits, - and _ (at most 64)");
const refId = z.number().int().positive().max(2_147_483_647);
const price = z.number().int().min(0).max(100_000_000);
const count = z.number().int().min(0).max(1_000_000);
const instant = z.iso.datetime({ offset: true });
/** A video's address: a path on the storefront (its own demo media) or an http(s) URL. */
const videoUrl = linkUrl;
/** The online room of a class: the platform's own meeting link. */
const roomUrl = linkUrl.refine((url) => url.startsWith("https://"), "a meeting link starts with https://");

/** A text in some of the site's languages, at least one. */
const textInLanguages = (max: number) =>
  z
    .partialRecord(z.enum(LANGUAGES), z.string().trim().min(1).max(max))
    .refine((text) => Object.keys(text).length > 0, "a text needs at least one language");

const materialSchema = z.object({
  skuId: catalogueKey,
  category: attachmentCategorySchema.default("materials"),
  required: z.boolean(),
  selected: z.boolean().default(true),
});

/** Price, seats and sale window of what is sold. */
const saleSchema = z.object({
  price,
  orgPrice: price.optional(),
  store: count,
  sold: count.default(0),
  activity: skuActivitySchema.optional(),
  /** Only for families that have never bought (SPEC §8 604). */
  newFamiliesOnly: z.boolean().default(false),
  materials: z.array(materialSchema).max(10).default([]),
});

const seatsWithinStore = (sale: { store: number; sold: number }) => sale.sold <= sale.store;
const SEATS_MESSAGE = { message: "sold cannot be more than store", path: ["sold"] };

const courseFields = {
  id: catalogueKey,
  locale: localeSchema,
  catalogueCode: catalogueKey.optional(),
  subjectId: refId,
  courseTypeId: refId,
  termId: refId,
  channelId: refId,
  levelDegreeId: refId.optional(),
  levelDegreeStar: z.number().int().min(0).max(5).default(0),
  gradeIds: z.array(refId).min(1).max(20),
  isCompetition: z.boolean().default(false),
  entranceTest: z.enum(ENTRANCE_TESTS).default("none"),
  curriculumPackageId: refId.optional(),
  content: courseContentByLanguageSchema,
};

const classFields = {
  id: catalogueKey,
  teachingPointId: refId.optional(),
  platformType: platformTypeSchema,
  deliveryMode: deliveryModeSchema,
  teacherIds: z.array(refId).min(1).max(12),
  tutorIds: z.array(refId).max(12).default([]),
  /** Online classes: the room students join; a class taught in person has none. */
  roomUrl: roomUrl.optional(),
};
const roomOnlineOnly = (run: { deliveryMode: string; roomUrl?: string | undefined }) => run.deliveryMode !== "OFFLINE" || run.roomUrl === undefined;
const ROOM_MESSAGE = { message: "a class taught in person has no online room", path: ["roomUrl"] };

const lessonSchema = z
  .object({
    startsAt: instant,
    endsAt: instant,
    teacherId: refId.optional(),
    /** The recording of the lesson once taught (SPEC §9: watched for 6 months). */
    replayUrl: videoUrl.optional(),
  })
  .refine((lesson) => Date.parse(lesson.endsAt) > Date.parse(lesson.startsAt), { message: "a lesson ends after it starts", path: ["endsAt"] });

export const catalogueClassSchema = z
  .object({
    ...classFields,
    lessons: z.array(lessonSchema).min(1).max(200),
    sale: saleSchema.extend({ skuId: catalogueKey, saleStartsAt: instant.optional(), saleEndsAt: instant.optional() }).refine(seatsWithinStore, SEATS_MESSAGE),
  })
  .refine(roomOnlineOnly, ROOM_MESSAGE)
  .refine((run) => run.lessons.every((lesson, i) => i === 0 || Date.parse(lesson.startsAt) >= Date.parse(run.lessons[i - 1]!.endsAt)), {
    message: "lessons are in order and do not overlap",
    path: ["lessons"],
  });

export const catalogueCourseSchema = z.object({ ...courseFields, classes: z.array(catalogueClassSchema).min(1).max(500) });

const productFields = {
  id: catalogueKey,
  locale: localeSchema,
  /** The course a recorded course or package belongs to, if any; the course a practice subscription plan is sold with. */
  courseId: catalogueKey.optional(),
  content: courseContentByLanguageSchema,
  /** Recorded courses: days a purchase can be watched; absent is permanently valid. */
  validDays: z.number().int().min(1).max(3650).optional(),
  /** Packages: the class SKUs sold together. */
  items: z.array(catalogueKey).max(20).default([]),
  /** Recorded courses: their lessons in order, a video each. */
  lessons: z
    .array(z.object({ title: textInLanguages(200), videoUrl, durationSeconds: z.number().int().min(1).max(86_400) }))
    .max(200)
    .default([]),
};
/** Subscription plans are priced by the month (the year is 20 % less than twelve, decision 0031). */
const productKind = z.enum(["recorded", "goods", "package", "subscription"]);
const lessonsRecordedOnly = (product: { kind: string; lessons: readonly unknown[] }) => product.kind === "recorded" || product.lessons.length === 0;
const LESSONS_MESSAGE = { message: "only a recorded course has lessons", path: ["lessons"] };

export const catalogueProductSchema = saleSchema
  .extend({ ...productFields, kind: productKind, saleStartsAt: instant.optional(), saleEndsAt: instant.optional() })
  .refine(seatsWithinStore, SEATS_MESSAGE)
  .refine(lessonsRecordedOnly, LESSONS_MESSAGE)
  .refine((product) => product.kind !== "package" || product.items.length >= 2, { message: "a package sells at least two classes", path: ["items"] })
  .refine((product) => product.kind !== "subscription" || product.courseId !== undefined, { message: "a subscription plan is sold with a course", path: ["courseId"] });

/** A group of a collection: its heading in the site's languages and the products under it, in order. */
const collectionGroupSchema = z.object({
  title: textInLanguages(120),
  skuIds: z
    .array(catalogueKey)
    .min(1)
    .max(24)
    .refine((ids) => new Set(ids).size === ids.length, "a product is listed once in a group"),
});

/**
 * A collection: a marketing page (/courses/aggregational-detail/{id}) that gathers products of one site,
 * class SKUs, packages, recorded courses and goods, under a title and an introduction, in groups.
 */
export const catalogueCollectionSchema = z.object({
  id: catalogueKey,
  locale: localeSchema,
  /** Title and introduction (summary) per language; a syllabus means nothing here and is not shown. */
  content: courseContentByLanguageSchema,
  groups: z.array(collectionGroupSchema).min(1).max(12),
});

export const catalogueFileSchema = z.object({
  courses: z.array(catalogueCourseSchema).max(20_000).default([]),
  products: z.array(catalogueProductSchema).max(20_000).default([]),
  collections: z.array(catalogueCollectionSchema).max(1_000).default([]),
});
export type CatalogueFile = z.infer<typeof catalogueFileSchema>;
export type CatalogueCourse = z.infer<typeof catalogueCourseSchema>;
export type CatalogueClass = z.infer<typeof catalogueClassSchema>;
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;
export type CatalogueCollection = z.infer<typeof catalogueCollectionSchema>;
export type CollectionGroup = CatalogueCollection["groups"][number];

/*
 * fixtures/catalogue.json says when things happen relative to the day the store is seeded (a demo
 * catalogue whose classes all ended a year later would show nothing to buy), in the site's timezone.
 */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const relativeSale = {
  /** Days from the seed until the sale opens (negative: it opened that long ago; absent: on sale). */
  saleStartsInDays: z.number().int().min(-365).max(365).optional(),
};

export const catalogueTemplateClassSchema = z
  .object({
    ...classFields,
    /** A demo recording that every lesson over when the store is seeded gets as its replay. */
    replayUrl: videoUrl.optional(),
    schedule: z.object({
      firstLessonInDays: z.number().int().min(-365).max(365),
      at: clockTime,
      minutes: z.number().int().min(15).max(480),
      count: z.number().int().min(1).max(60),
      everyDays: z.number().int().min(1).max(28).default(7),
    }),
    sale: saleSchema.extend({ skuId: catalogueKey, ...relativeSale }).refine(seatsWithinStore, SEATS_MESSAGE),
  })
  .refine(roomOnlineOnly, ROOM_MESSAGE);

export const catalogueTemplateSchema = z.object({
  courses: z.array(z.object({ ...courseFields, classes: z.array(catalogueTemplateClassSchema).min(1).max(20) })),
  products: z.array(
    saleSchema.extend({ ...productFields, kind: productKind, ...relativeSale }).refine(seatsWithinStore, SEATS_MESSAGE).refine(lessonsRecordedOnly, LESSONS_MESSAGE),
  ),
  collections: z.array(catalogueCollectionSchema).default([]),
});
export type CatalogueTemplate = z.infer<typeof catalogueTemplateSchema>;
