import { z } from "zod";
import { CONTACT_CHANNELS, currencySchema, teachingPointSchema } from "../../site.js";
import { defineCall } from "../define-call.js";
import { emptyRequest, id, listOf, namedItem, text } from "../fields.js";

const countryItem = z.object({
  id,
  name: z.string(),
  countryShortCode: z.string(),
  countryCallingCode: z.string(),
  phoneMinLength: z.number().int(),
  phoneMaxLength: z.number().int(),
});

const teacherItem = z.object({
  id,
  name: z.string(),
  avatar: z.string(),
  title: z.string(),
  intro: z.string(),
  subjectIds: z.array(id),
});

export const referenceCalls = {
  requeryBasicData: defineCall({
    path: "/basic/data",
    summary: "The school's basic data: phone countries, currency, timezone, school, subjects, teachers.",
    request: z.object({ platform: text(16, { min: 1 }) }),
    response: z.object({
      international: z.array(
        countryItem.pick({ countryCallingCode: true, phoneMinLength: true, phoneMaxLength: true }).extend({
          countryName: z.string(),
          countryShortCode: z.string(),
        }),
      ),
      currencyV2: currencySchema,
      timezoneV2: z.object({ timezone: z.string() }),
      schoolsV2: z.object({
        schoolCode: z.string(),
        schoolName: z.string(),
        schoolSimplifyName: z.string(),
        locale: z.string(),
      }),
      subjectV2: z.array(namedItem),
      teacherV2: z.array(teacherItem),
      loginPreferred: z.enum(["phone", "email"]),
      contactsPreferred: z.array(z.enum(CONTACT_CHANNELS)),
      timeZoneSwitchSchool: z.boolean(),
      review: z.boolean(),
    }),
  }),
  requerySchoolConfig: defineCall({
    path: "/basic/school-config",
    summary: "Every school's configuration; clients pick theirs by schoolCode.",
    request: z.object({ v: text(32).optional() }),
    response: listOf(
      z.object({
        schoolCode: z.string(),
        schoolName: z.string(),
        schoolSimplifyName: z.string(),
        contactsPreferred: z.array(z.enum(CONTACT_CHANNELS)),
        schoolTeachingPoints: z.array(teachingPointSchema),
      }),
    ),
  }),
  queryGrades: defineCall({
    path: "/basic/grades",
    summary: "The school's grades.",
    request: emptyRequest,
    response: listOf(namedItem),
  }),
  queryAllGrades: defineCall({
    path: "/basic/grades/grouped",
    summary: "The school's grades grouped by stage, as lists of {name, value}.",
    request: emptyRequest,
    response: listOf(z.array(z.object({ name: z.string(), value: id }))),
  }),
  querySubjects: defineCall({
    path: "/basic/subjects",
    summary: "The school's subjects.",
    request: emptyRequest,
    response: listOf(namedItem),
  }),
  queryTerms: defineCall({
    path: "/basic/terms",
    summary: "Terms: 1 long term, 2 short term.",
    request: emptyRequest,
    response: listOf(namedItem),
  }),
  queryCourseTypes: defineCall({
    path: "/basic/course-types",
    summary: "Course types.",
    request: emptyRequest,
    response: listOf(namedItem),
  }),
  queryLevelDegree: defineCall({
    path: "/basic/level-degrees",
    summary: "Level degrees, optionally of one subject, in order.",
    request: z.object({ subjectId: id.optional() }),
    response: listOf(
      z.object({
        id,
        subjectId: id,
        levelDegreeName: z.string(),
        levelDegreeOrder: z.number().int(),
        levelDegreeDesc: z.string(),
      }),
    ),
  }),
  queryCountry: defineCall({
    path: "/basic/countries",
    summary: "Countries with calling codes and phone number lengths.",
    request: emptyRequest,
    response: listOf(countryItem),
  }),
  getClientOptions: defineCall({
    path: "/basic/client-options",
    summary: "The school's client options.",
    request: emptyRequest,
    response: listOf(z.object({ key: z.literal("easternNameOrderEnabled"), enabled: z.boolean() })),
  }),
  queryTimezoneList: defineCall({
    path: "/basic/timezones",
    summary: "IANA names of the timezones a visitor can choose.",
    request: emptyRequest,
    response: z.array(z.string()),
  }),
  getCityInfoByIp: defineCall({
    path: "/basic/city-by-ip",
    summary: "Where an IP address is (the caller's own when ip is omitted).",
    request: z.object({ ip: z.union([z.ipv4(), z.ipv6()]).optional() }),
    response: z.object({
      isMainland: z.boolean(),
      isChina: z.boolean(),
      countryCode: z.string().nullable(),
      city: z.string().nullable(),
    }),
  }),
  getAlipayHKGrayList: defineCall({
    path: "/basic/alipay-hk-gray",
    summary: "Whether the signed-in user is in the Alipay HK gray release.",
    request: emptyRequest,
    response: z.object({ gray: z.boolean() }),
    auth: "optional",
  }),
};

export type ReferenceCallName = keyof typeof referenceCalls;
