import { z } from "zod";
import { siteCommerceSchema } from "./commerce.js";

/** Locales of the regional sites (SPEC §1). */
export const LOCALES = [
  "us", "uk", "sg", "au", "my", "ca", "jp", "kr", "fr", "hk",
  "tc", "tmc", "tm", "bmus", "bmsg", "cn", "ai", "am", "ae",
] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/** Interface languages (SPEC §1), as BCP 47 tags usable in `<html lang>`. */
export const LANGUAGES = ["en", "zh-Hant", "zh-Hans", "ja", "ko", "fr"] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/** A text in every interface language. */
export const localizedTextSchema = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, z.string().min(1).max(200)])) as Record<
    Language,
    z.ZodString
  >,
);
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const BRANDS = ["main", "mathClub", "tutoringUs", "tutoringSg"] as const;

export const phoneAreaCodeSchema = z.object({
  value: z.string().regex(/^\+\d{1,4}$/),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  countryName: z.string().min(1).max(64),
  reg: z.string().min(1).max(200),
  phoneMinLength: z.number().int().min(4).max(16),
  phoneMaxLength: z.number().int().min(4).max(16),
});
export type PhoneAreaCode = z.infer<typeof phoneAreaCodeSchema>;

export const currencySchema = z.object({
  code: z.string().regex(/^[A-Z]{3}$/),
  symbol: z.string().min(1).max(8),
  /** Prices are stored in minor units; shown price = stored / factor (SPEC §9 price conversion). */
  factor: z.number().int().positive(),
  decimals: z.number().int().min(0).max(3),
});

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** When a campus is open on some days of the week (ISO days: 1 Monday … 7 Sunday), in its local time. */
export const openingHoursSchema = z
  .object({ days: z.array(z.number().int().min(1).max(7)).min(1).max(7), opens: clockTime, closes: clockTime })
  .refine((hours) => hours.opens < hours.closes, "a campus closes after it opens");
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const teachingPointSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(100),
  address: z.string().max(200).default(""),
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
  /** The venue named Online has no coordinates (SPEC §3 teaching point). */
  online: z.boolean().default(false),
  /** The campus page visitors nearby are sent to from the home page (SPEC §2 Geolocation). */
  pagePath: z.string().regex(/^\/[a-z0-9/-]+$/).optional(),
  /** The front desk's number, as written locally. */
  phone: z.string().max(32).default(""),
  openingHours: z.array(openingHoursSchema).max(7).default([]),
});

export const CONTACT_CHANNELS = ["phone", "email", "wechat", "whatsapp", "line"] as const;

/** Per-site switches the spec names (SPEC §2 layouts, §4, §6, §9). */
export const siteFeaturesSchema = z.object({
  cookieBanner: z.boolean(),
  onlineServiceWidget: z.boolean(),
  chat: z.boolean(),
  homeworkEntrance: z.boolean(),
  legalConsentRequired: z.boolean(),
  showTax: z.boolean(),
  timezoneSwitch: z.boolean(),
  usStyleHeader: z.boolean(),
  mathGameLink: z.boolean(),
  headerScrollEffect: z.boolean(),
  toolPanel: z.boolean(),
  easternNameOrderEnabled: z.boolean(),
  /** The app-store review mode of basic data's `review` flag: hides purchase paths while on. */
  appReviewMode: z.boolean().default(false),
  loginPreferred: z.enum(["phone", "email"]),
  contactsPreferred: z.array(z.enum(CONTACT_CHANNELS)).min(1),
});
export type SiteFeatures = z.infer<typeof siteFeaturesSchema>;

const ianaTimezone = z
  .string()
  .refine((zone) => Intl.supportedValuesOf("timeZone").includes(zone) || zone === "UTC", "not an IANA timezone");

/** One regional site as the service stores and serves it. */
export const siteSchema = z.object({
  locale: localeSchema,
  schoolCode: z.string().regex(/^\d{1,8}$/),
  brand: z.enum(BRANDS),
  hosts: z.array(z.string().regex(/^[a-z0-9.-]+$/)).min(1),
  defaultLanguage: languageSchema,
  languages: z.array(languageSchema).min(1),
  currency: currencySchema,
  timezone: ianaTimezone,
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  channelCode: z.string().min(1).max(32),
  names: localizedTextSchema,
  schoolName: z.string().min(1).max(100),
  schoolSimplifyName: z.string().min(1).max(32),
  flag: z.string().min(1).max(16),
  phoneAreaCodes: z.array(phoneAreaCodeSchema).min(1),
  gradeSystem: z.string().min(1).max(32),
  subjectIds: z.array(z.number().int().positive()).min(1),
  features: siteFeaturesSchema,
  commerce: siteCommerceSchema,
  contact: z.object({
    phone: z.string().min(1).max(32),
    email: z.email(),
    /** When the customer-service team answers, in the site's timezone; shown in the page's language. */
    workingHours: z.array(openingHoursSchema).max(7),
  }),
  teachingPoints: z.array(teachingPointSchema),
});
export type Site = z.infer<typeof siteSchema>;
