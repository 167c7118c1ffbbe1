import { asc, eq, inArray, sql } from "drizzle-orm";
import type { ReferenceCallName } from "../../schemas/api/calls/reference.js";
import {
  alipayHkGrayUsers,
  countries,
  courseTypes,
  grades,
  ipRanges,
  levelDegrees,
  subjects,
  teachers,
  terms,
  timezones,
} from "../db/schema.js";
import type { Handler, HandlerContext, Handlers } from "../service/context.js";

/** isChina covers Hong Kong, Macau and Taiwan too; isMainland only the mainland. */
const GREATER_CHINA = new Set(["CN", "HK", "MO", "TW"]);

export function gradesOfSchool(ctx: HandlerContext) {
  return ctx.db
    .select()
    .from(grades)
    .where(eq(grades.system, ctx.site().gradeSystem))
    .orderBy(asc(grades.groupIndex), asc(grades.sort));
}

function subjectsOfSchool(ctx: HandlerContext) {
  return ctx.db.select().from(subjects).where(inArray(subjects.id, ctx.site().subjectIds)).orderBy(asc(subjects.id));
}

/** Keeps a handler's answer per school, language and request for a minute: reference data rarely changes. */
function perSchool<N extends ReferenceCallName>(name: N, handler: Handler<N>): Handler<N> {
  return (data, ctx) =>
    ctx.memo(`${name}|${ctx.site().schoolCode}|${ctx.language()}|${JSON.stringify(data)}`, () => handler(data, ctx));
}

/** The reference data every screen needs: grades, subjects, terms, countries, timezones, places. */
export const referenceHandlers: Handlers<ReferenceCallName> = {
  requeryBasicData: perSchool("requeryBasicData", async (_data, ctx) => {
    const site = ctx.site();
    const [countryRows, subjectRows, teacherRows] = await Promise.all([
      ctx.db.select().from(countries).orderBy(asc(countries.id)),
      subjectsOfSchool(ctx),
      ctx.db.select().from(teachers).where(eq(teachers.locale, site.locale)).orderBy(asc(teachers.id)),
    ]);
    return {
      international: countryRows.map((country) => ({
        countryName: ctx.text(country.names),
        countryShortCode: country.code,
        countryCallingCode: country.callingCode,
        phoneMinLength: country.phoneMinLength,
        phoneMaxLength: country.phoneMaxLength,
      })),
      currencyV2: site.currency,
      timezoneV2: { timezone: site.timezone },
      schoolsV2: {
        schoolCode: site.schoolCode,
        schoolName: site.schoolName,
        schoolSimplifyName: site.schoolSimplifyName,
        locale: site.locale,
      },
      subjectV2: subjectRows.map((subject) => ({ id: subject.id, name: ctx.text(subject.names) })),
      teacherV2: teacherRows.map(({ locale: _locale, ...teacher }) => teacher),
      loginPreferred: site.features.loginPreferred,
      contactsPreferred: site.features.contactsPreferred,
      timeZoneSwitchSchool: site.features.timezoneSwitch,
      review: site.features.appReviewMode,
    };
  }),

  requerySchoolConfig: async (_data, ctx) => ({
    list: ctx.sites.all().map((site) => ({
      schoolCode: site.schoolCode,
      schoolName: site.schoolName,
      schoolSimplifyName: site.schoolSimplifyName,
      contactsPreferred: site.features.contactsPreferred,
      schoolTeachingPoints: site.teachingPoints,
    })),
  }),

  queryGrades: perSchool("queryGrades", async (_data, ctx) => ({
    list: (await gradesOfSchool(ctx)).map((grade) => ({ id: grade.id, name: ctx.text(grade.names) })),
  })),

  queryAllGrades: perSchool("queryAllGrades", async (_data, ctx) => {
    const groups = new Map<number, { name: string; value: number }[]>();
    for (const grade of await gradesOfSchool(ctx)) {
      const group = groups.get(grade.groupIndex) ?? [];
      group.push({ name: ctx.text(grade.names), value: grade.id });
      groups.set(grade.groupIndex, group);
    }
    return { list: [...groups.values()] };
  }),

  querySubjects: perSchool("querySubjects", async (_data, ctx) => ({
    list: (await subjectsOfSchool(ctx)).map((subject) => ({ id: subject.id, name: ctx.text(subject.names) })),
  })),

  queryTerms: perSchool("queryTerms", async (_data, ctx) => ({
    list: (await ctx.db.select().from(terms).orderBy(asc(terms.id))).map((term) => ({
      id: term.id,
      name: ctx.text(term.names),
    })),
  })),

  queryCourseTypes: perSchool("queryCourseTypes", async (_data, ctx) => ({
    list: (await ctx.db.select().from(courseTypes).orderBy(asc(courseTypes.id))).map((type) => ({
      id: type.id,
      name: ctx.text(type.names),
    })),
  })),

  queryLevelDegree: perSchool("queryLevelDegree", async ({ subjectId }, ctx) => {
    const subjectIds = subjectId === undefined ? ctx.site().subjectIds : [subjectId];
    const rows = await ctx.db
      .select()
      .from(levelDegrees)
      .where(inArray(levelDegrees.subjectId, subjectIds))
      .orderBy(asc(levelDegrees.subjectId), asc(levelDegrees.order));
    return {
      list: rows.map((level) => ({
        id: level.id,
        subjectId: level.subjectId,
        levelDegreeName: ctx.text(level.names),
        levelDegreeOrder: level.order,
        levelDegreeDesc: ctx.text(level.descriptions),
      })),
    };
  }),

  queryCountry: perSchool("queryCountry", async (_data, ctx) => ({
    list: (await ctx.db.select().from(countries).orderBy(asc(countries.id))).map((country) => ({
      id: country.id,
      name: ctx.text(country.names),
      countryShortCode: country.code,
      countryCallingCode: country.callingCode,
      phoneMinLength: country.phoneMinLength,
      phoneMaxLength: country.phoneMaxLength,
    })),
  })),

  getClientOptions: async (_data, ctx) => ({
    list: [{ key: "easternNameOrderEnabled", enabled: ctx.site().features.easternNameOrderEnabled }],
  }),

  queryTimezoneList: perSchool("queryTimezoneList", async (_data, ctx) =>
    (await ctx.db.select().from(timezones).orderBy(asc(timezones.sort))).map((zone) => zone.name)),

  getCityInfoByIp: async ({ ip }, ctx) => {
    const address = ip ?? ctx.clientIp;
    const [range] = await ctx.db
      .select()
      .from(ipRanges)
      .where(sql`${ipRanges.cidr} >>= ${address}::inet`)
      .orderBy(sql`masklen(${ipRanges.cidr}) desc`)
      .limit(1);
    return {
      isMainland: range?.isMainland ?? false,
      isChina: range !== undefined && GREATER_CHINA.has(range.countryCode),
      countryCode: range?.countryCode ?? null,
      city: range?.city ?? null,
    };
  },

  getAlipayHKGrayList: async (_data, ctx) => {
    if (!ctx.session) return { gray: false };
    const [row] = await ctx.db.select().from(alipayHkGrayUsers).where(eq(alipayHkGrayUsers.uid, ctx.session.uid));
    return { gray: row !== undefined };
  },
};
