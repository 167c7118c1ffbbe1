import { z } from "zod";
import { ATTACHMENT_CATEGORIES, DELIVERY_MODES, PLATFORM_TYPES, SKU_KINDS, skuActivitySchema } from "../../catalogue.js";
import { defineCall } from "../define-call.js";
import { count, emptyRequest, id, text } from "../fields.js";

/** A SKU id as the catalogue keys it (schemas/catalogue-file.ts). */
export const skuIdField = text(64, { min: 1 }).regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, "must be a product id");
const uid = text(64, { min: 1 });
/** "ALL" in every filter list is 0 (SPEC §3 catalogue filters). */
const filterId = count.default(0);
const instant = z.string().meta({ format: "date-time" });

export const COURSE_SORTS = ["recommended", "startDate", "priceAsc", "priceDesc"] as const;
export const PAGE_SIZE_MAX = 48;

/** The SKU kinds a keyword finds apart from classes (searchProducts). */
export const PRODUCT_KINDS = ["recorded", "goods", "package"] as const;

/** The catalogue filters of SPEC §3; 0 is ALL. */
export const courseFiltersSchema = z.object({
  gradeId: filterId,
  subjectId: filterId,
  termId: filterId,
  levelDegreeId: filterId,
  platformCombineType: filterId,
  channelId: filterId,
  channelGroupId: filterId,
  courseTypeId: filterId,
  /** Words looked up in every language of a course's title, summary, syllabus and teachers. */
  keyword: text(50, { trim: true }).default(""),
});
export type CourseFilters = z.output<typeof courseFiltersSchema>;

const teacherSchema = z.object({ id, name: z.string(), avatar: z.string(), identityType: z.enum(["teacher", "tutor"]) });

/** The Class/SKU card of SPEC §3; prices in minor units of the site's currency. */
export const courseCardSchema = z.object({
  id: z.string(),
  kind: z.enum(SKU_KINDS),
  title: z.string(),
  summary: z.string(),
  /** Availability tag (SPEC §4): 11 to be sold, 12 new, 13 popular, 14 stock left, 15 full. */
  tag: z.number().int(),
  store: count,
  /** Seats or items left now: store less those taken by orders. */
  sellStore: count,
  /** Milliseconds until the sale opens (0 when open), as of the answer. */
  remainSellTime: count,
  sellPrice: count,
  orgPrice: count.nullable(),
  /** The price of one lesson, where there are lessons. */
  perSellPrice: count.nullable(),
  /** Whether shown prices include tax (GST on sg and uk). */
  showPriceIsInclude: z.boolean(),
  inWish: z.boolean(),
  alertSet: z.boolean(),
  existStage: z.boolean(),
  activityInfo: skuActivitySchema.nullable(),
  attachedItems: z.array(z.object({ skuId: z.string(), title: z.string(), category: z.enum(ATTACHMENT_CATEGORIES), price: count, required: z.boolean(), selected: z.boolean() })),
  spec: z
    .object({
      courseId: z.string(),
      clazzId: z.string(),
      courseType: z.string(),
      courseTypeId: id,
      subjectId: id,
      subjectFullName: z.string(),
      gradeList: z.array(z.object({ id, name: z.string() })),
      termId: id,
      term: z.string(),
      year: z.number().int(),
      platformType: z.union(Object.values(PLATFORM_TYPES).map((value) => z.literal(value))),
      deliveryMode: z.enum(DELIVERY_MODES),
      levelDegreeId: id.nullable(),
      levelDegreeName: z.string(),
      levelDegreeStar: z.number().int().min(0).max(5),
      startDate: instant,
      endDate: instant,
      lessonCount: count,
      /** Lessons that have not started yet. */
      leftLesson: count,
      firstLessonTime: instant,
      courseClosed: z.boolean(),
      teacherList: z.array(teacherSchema),
      tutorList: z.array(teacherSchema),
      venueName: z.string(),
      venueAddress: z.string(),
      venuePhone: z.string(),
      isCompetition: z.boolean(),
      curriculumPackageId: id.nullable(),
      channelId: id,
    })
    .nullable(),
});
export type CourseCard = z.output<typeof courseCardSchema>;

const lessonSchema = z.object({ number: count, startsAt: instant, endsAt: instant, topic: z.string(), teacherName: z.string() });

/** Live seats and sale state of one SKU: never cached (SPEC §4 availability tag, class button status). */
export const sellStatusSchema = z.object({ skuId: z.string(), store: count, sellStore: count, tag: z.number().int(), remainSellTime: count, courseClosed: z.boolean() });

const filterOption = z.object({ id: count, name: z.string() });

export const catalogueCalls = {
  getChannel: defineCall({
    path: "/catalogue/channels",
    summary: "The shop's channels with their groups; hideGroup leaves out hidden channels, mallGroup keeps one group's.",
    request: z.object({ hideGroup: z.boolean().default(false), mallGroup: count.optional() }),
    response: z.object({
      channels: z.array(z.object({ id, name: z.string(), groupId: id, groupName: z.string(), courseCount: count })),
    }),
  }),
  searchCourses: defineCall({
    path: "/catalogue/search",
    summary: "Classes of the site matching the filters and keyword, sorted and paged, as cards.",
    request: courseFiltersSchema.extend({
      sort: z.enum(COURSE_SORTS).default("recommended"),
      page: z.int32().min(1).max(10_000).default(1),
      pageSize: z.int32().min(1).max(PAGE_SIZE_MAX).default(12),
      /** Ended classes are left out unless asked for. */
      includeEnded: z.boolean().default(false),
    }),
    response: z.object({ total: count, page: count, pageSize: count, list: z.array(courseCardSchema) }),
    auth: "optional",
  }),
  searchProducts: defineCall({
    path: "/catalogue/search-products",
    summary:
      "The site's recorded courses, goods and packages (or the kinds asked) whose words hold every word of the keyword, in any of its languages, as cards; those sold out last.",
    request: z.object({
      keyword: text(50, { min: 1, trim: true }),
      kinds: z.array(z.enum(PRODUCT_KINDS)).min(1).max(PRODUCT_KINDS.length).default([...PRODUCT_KINDS]),
      page: z.int32().min(1).max(10_000).default(1),
      pageSize: z.int32().min(1).max(PAGE_SIZE_MAX).default(12),
    }),
    response: z.object({ total: count, page: count, pageSize: count, list: z.array(courseCardSchema) }),
    auth: "optional",
  }),
  queryCourseSelectors: defineCall({
    path: "/catalogue/selectors",
    summary: "The filter options that find at least one class given the other filters; every list starts with ALL (0).",
    request: courseFiltersSchema,
    response: z.object({
      grades: z.array(filterOption),
      subjects: z.array(filterOption),
      terms: z.array(filterOption),
      levelDegrees: z.array(filterOption),
      platforms: z.array(filterOption),
      channels: z.array(filterOption),
      courseTypes: z.array(filterOption),
    }),
  }),
  queryCourseDetail: defineCall({
    path: "/catalogue/detail",
    summary: "A class or package of the site with its course, lessons and syllabus (a package: its classes); 4003 when the site has none.",
    request: z.object({ skuId: skuIdField }),
    response: z.object({
      card: courseCardSchema,
      lessons: z.array(lessonSchema),
      syllabus: z.array(z.string()),
      /** The package's classes (kind package). */
      items: z.array(courseCardSchema),
      /** The course on other sites, for hreflang. */
      alternates: z.array(z.object({ locale: z.string(), skuId: z.string() })),
      validDays: count.nullable(),
      /**
       * The course's entrance test for the signed-in student, or a visitor (SPEC §3 examEntrance, §4 admission test
       * cases): 0 none, 1 not taken, 2 must take, 3 passed, 4 too difficult; the test that places the child.
       */
      examEntrance: z.object({ status: z.number().int().min(0).max(4), examId: z.string().nullable(), text: z.string() }),
    }),
    auth: "optional",
  }),
  queryAvailableClasses: defineCall({
    path: "/catalogue/available-classes",
    summary: "The classes of a course that are not over, soonest first.",
    request: z.object({ courseId: skuIdField }),
    response: z.object({ title: z.string(), list: z.array(courseCardSchema) }),
    auth: "optional",
  }),
  queryAggregationalDetail: defineCall({
    path: "/catalogue/aggregational-detail",
    summary: "A collection of the site: its title, introduction and groups of product cards in order (products no longer sold and groups left empty are left out); 4003 when the site has none.",
    request: z.object({ pageId: skuIdField }),
    response: z.object({
      title: z.string(),
      summary: z.string(),
      groups: z.array(z.object({ title: z.string(), list: z.array(courseCardSchema) })),
    }),
    auth: "optional",
  }),
  queryCourseSellStatus: defineCall({
    path: "/catalogue/sell-status",
    summary: "Live seats and sale state of up to 100 SKUs of the site.",
    request: z.object({ skuIds: z.array(skuIdField).min(1).max(100) }),
    response: z.object({ list: z.array(sellStatusSchema) }),
  }),
  querySignUpCheckBase: defineCall({
    path: "/catalogue/sign-up-check",
    summary: "Whether a family student may sign up for a class (SPEC §4 sign-up eligibility: 0 ok, 2-6).",
    request: z.object({ skuId: skuIdField, studentId: uid }),
    response: z.object({ status: z.number().int(), message: z.string() }),
    auth: "required",
  }),
  querySignUpCheckV2: defineCall({
    path: "/catalogue/sign-up-check/v2",
    summary: "The sign-up check with the entrance diagnostic's details (leftChance, examId) where it applies.",
    request: z.object({ skuId: skuIdField, studentId: uid }),
    response: z.object({ status: z.number().int(), message: z.string(), leftChance: count.nullable(), examId: z.string().nullable() }),
    auth: "required",
  }),
  queryWishList: defineCall({
    path: "/wish/list",
    summary: "A family student's wish list, newest first, as cards.",
    request: z.object({ studentId: uid }),
    response: z.object({ list: z.array(courseCardSchema) }),
    auth: "required",
  }),
  addWish: defineCall({
    path: "/wish/add",
    summary: "Puts a SKU of the site on a family student's wish list (again: no change).",
    request: z.object({ studentId: uid, skuId: skuIdField }),
    response: emptyRequest,
    auth: "required",
  }),
  cancelWish: defineCall({
    path: "/wish/cancel",
    summary: "Takes a SKU off a family student's wish list, with its alert.",
    request: z.object({ studentId: uid, skuId: skuIdField }),
    response: emptyRequest,
    auth: "required",
  }),
  queryCatalogueSitemap: defineCall({
    path: "/catalogue/sitemap",
    summary: "The site's products with a page of their own (classes not ended), each with the same course's product on other sites, and its collections.",
    request: emptyRequest,
    response: z.object({
      list: z.array(z.object({ skuId: z.string(), kind: z.enum(SKU_KINDS), alternates: z.array(z.object({ locale: z.string(), skuId: z.string() })) })),
      collectionIds: z.array(z.string()),
    }),
  }),
  setAvailabilityAlert: defineCall({
    path: "/wish/alert",
    summary: "Sets or cancels the alert sent once when a wished SKU gets a seat or its sale opens (the SKU joins the wish list).",
    request: z.object({ studentId: uid, skuId: skuIdField, enabled: z.boolean() }),
    response: z.object({ alertSet: z.boolean() }),
    auth: "required",
  }),
};
