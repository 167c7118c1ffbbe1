import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  cidr,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  serial,
  bigserial,
  pgSequence,
} from "drizzle-orm/pg-core";
import type { AuditAction } from "../../schemas/api/calls/admin.js";
import { phoneWithCallingCode, studentNames } from "./account-search.js";
import type { StaffRole } from "../../schemas/api/define-call.js";
import type { LocationKey } from "../../schemas/location-keys.js";
import type { SiteShell } from "../../schemas/site-shell.js";
import type { GroupLaunchers, GroupPlaceState, GroupRole, GroupState } from "../../schemas/group-buy.js";
import type { EntranceTest, EvaluationSource, LevelTestLevel, LevelTestQuestion } from "../../schemas/placement.js";
import type { LocalizedText, OpeningHours, PhoneAreaCode, Site, SiteFeatures } from "../../schemas/site.js";
import type { AttachmentCategory, CourseContentByLanguage, DeliveryMode, PlatformType, SkuActivity, SkuKind } from "../../schemas/catalogue.js";
import type { CollectionGroup } from "../../schemas/catalogue-file.js";
import type {
  AutoPayAuthorization,
  AutoPayClosureStatus,
  CartType,
  CouponCategory,
  DebitResult,
  DebitType,
  OrderAddress,
  OrderFee,
  OrderMailKind,
  OrderOrigin,
  OrderStatus,
  PaymentGatewayName,
  PaymentPurpose,
  PaymentStatus,
  RefundStatus,
  ShipmentStatus,
  SiteCommerce,
} from "../../schemas/commerce.js";
import type { AssessmentBookingState, BookedAssessmentMethod, ChangeKind, ChangeStatus, EnrolmentStatus, SubscriptionBillState, SubscriptionEndReason, SubscriptionPayMethod, SubscriptionPeriodType, SubscriptionState } from "../../schemas/learning.js";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const sites = pgTable("sites", {
  locale: text("locale").$type<Site["locale"]>().primaryKey(),
  schoolCode: text("school_code").notNull().unique(),
  brand: text("brand").$type<Site["brand"]>().notNull(),
  defaultLanguage: text("default_language").$type<Site["defaultLanguage"]>().notNull(),
  languages: jsonb("languages").$type<Site["languages"]>().notNull(),
  currency: jsonb("currency").$type<Site["currency"]>().notNull(),
  timezone: text("timezone").notNull(),
  countryCode: text("country_code").notNull(),
  channelCode: text("channel_code").notNull(),
  names: jsonb("names").$type<LocalizedText>().notNull(),
  schoolName: text("school_name").notNull(),
  schoolSimplifyName: text("school_simplify_name").notNull(),
  flag: text("flag").notNull(),
  phoneAreaCodes: jsonb("phone_area_codes").$type<PhoneAreaCode[]>().notNull(),
  gradeSystem: text("grade_system").notNull(),
  subjectIds: jsonb("subject_ids").$type<number[]>().notNull(),
  features: jsonb("features").$type<SiteFeatures>().notNull(),
  commerce: jsonb("commerce").$type<SiteCommerce>().notNull(),
  contact: jsonb("contact").$type<Site["contact"]>().notNull(),
  createdAt: createdAt(),
});

export const siteHosts = pgTable("site_hosts", {
  host: text("host").primaryKey(),
  locale: text("locale")
    .$type<Site["locale"]>()
    .notNull()
    .references(() => sites.locale, { onDelete: "cascade" }),
});

export const teachingPoints = pgTable(
  "teaching_points",
  {
    id: integer("id").primaryKey(),
    locale: text("locale")
      .$type<Site["locale"]>()
      .notNull()
      .references(() => sites.locale, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address").notNull().default(""),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    online: boolean("online").notNull().default(false),
    pagePath: text("page_path"),
    phone: text("phone").notNull().default(""),
    openingHours: jsonb("opening_hours").$type<OpeningHours[]>().notNull().default([]),
    sort: integer("sort").notNull().default(0),
  },
  (table) => [index("teaching_points_locale_idx").on(table.locale)],
);

export const grades = pgTable(
  "grades",
  {
    id: integer("id").primaryKey(),
    system: text("system").notNull(),
    groupIndex: integer("group_index").notNull(),
    groupNames: jsonb("group_names").$type<LocalizedText>().notNull(),
    sort: integer("sort").notNull(),
    names: jsonb("names").$type<LocalizedText>().notNull(),
  },
  (table) => [index("grades_system_idx").on(table.system)],
);

export const subjects = pgTable("subjects", {
  id: integer("id").primaryKey(),
  names: jsonb("names").$type<LocalizedText>().notNull(),
});

export const terms = pgTable("terms", {
  id: integer("id").primaryKey(),
  names: jsonb("names").$type<LocalizedText>().notNull(),
});

export const courseTypes = pgTable("course_types", {
  id: integer("id").primaryKey(),
  names: jsonb("names").$type<LocalizedText>().notNull(),
});

export const levelDegrees = pgTable("level_degrees", {
  id: integer("id").primaryKey(),
  subjectId: integer("subject_id")
    .notNull()
    .references(() => subjects.id),
  order: integer("order").notNull(),
  names: jsonb("names").$type<LocalizedText>().notNull(),
  descriptions: jsonb("descriptions").$type<LocalizedText>().notNull(),
});

export const countries = pgTable("countries", {
  id: integer("id").primaryKey(),
  code: text("code").notNull().unique(),
  names: jsonb("names").$type<LocalizedText>().notNull(),
  callingCode: text("calling_code").notNull(),
  phoneMinLength: integer("phone_min_length").notNull(),
  phoneMaxLength: integer("phone_max_length").notNull(),
});

export const timezones = pgTable("timezones", {
  name: text("name").primaryKey(),
  sort: integer("sort").notNull(),
});

export const ipRanges = pgTable("ip_ranges", {
  cidr: cidr("cidr").primaryKey(),
  countryCode: text("country_code").notNull(),
  city: text("city").notNull(),
  isMainland: boolean("is_mainland").notNull(),
});

export const teachers = pgTable(
  "teachers",
  {
    id: integer("id").primaryKey(),
    locale: text("locale")
      .$type<Site["locale"]>()
      .notNull()
      .references(() => sites.locale, { onDelete: "cascade" }),
    name: text("name").notNull(),
    avatar: text("avatar").notNull(),
    title: text("title").notNull(),
    intro: text("intro").notNull(),
    subjectIds: jsonb("subject_ids").$type<number[]>().notNull(),
  },
  (table) => [index("teachers_locale_idx").on(table.locale)],
);

/** Sales leads from lead forms; attribution is what the visitor's session carried (SPEC §3). */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schoolCode: text("school_code").notNull(),
    name: text("name").notNull(),
    countryCallingCode: text("country_calling_code"),
    phone: text("phone"),
    email: text("email"),
    gradeId: integer("grade_id"),
    message: text("message"),
    leadComponentId: integer("lead_component_id"),
    pagePath: text("page_path"),
    attribution: jsonb("attribution").$type<Record<string, string>>().notNull(),
    /** saved: a form's first step kept (save leads); submitted: the form was sent (submit leads). */
    status: text("status").$type<"saved" | "submitted">().notNull().default("submitted"),
    createdAt: createdAt(),
  },
  (table) => [index("leads_school_created_idx").on(table.schoolCode, table.createdAt)],
);

/** A builder page of one site at one path; its content lives in versions. */
export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    locale: text("locale")
      .$type<Site["locale"]>()
      .notNull()
      .references(() => sites.locale, { onDelete: "cascade" }),
    path: text("path").notNull(),
    publishedVersion: integer("published_version"),
    draftVersion: integer("draft_version"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("pages_locale_path_idx").on(table.locale, table.path)],
);

/** Every saved state of a page; a version is never changed once written. */
export const pageVersions = pgTable(
  "page_versions",
  {
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** The page document as saved, at the document version it was written with (migrated on read). */
    document: jsonb("document").$type<Record<string, unknown>>().notNull(),
    author: text("author").notNull(),
    /** How the version came to be when not by editing: "rollback to 3", "copied from uk v4". */
    origin: text("origin"),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.version] })],
);

/**
 * Ids for modules the editors' tool adds. Module ids are unique across pages (published_modules); seeded
 * modules have ids below 100,000,000 (server/db/seed-content.ts seededModuleId).
 */
export const moduleIds = pgSequence("module_ids", { startWith: 100_000_001 });

/** The modules of every published version, by module id (query page module, /module-preview). */
export const publishedModules = pgTable(
  "published_modules",
  {
    id: integer("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    module: jsonb("module").$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index("published_modules_page_idx").on(table.pageId)],
);

/** Modules shown on every page of a site (the Header with its navigation), optionally under a path prefix. */
export const siteModules = pgTable(
  "site_modules",
  {
    id: integer("id").primaryKey(),
    locale: text("locale")
      .$type<Site["locale"]>()
      .notNull()
      .references(() => sites.locale, { onDelete: "cascade" }),
    pathPrefix: text("path_prefix"),
    sort: integer("sort").notNull().default(0),
    /** The module as visitors see it now: the data of navigation version `publishedVersion`. */
    module: jsonb("module").$type<Record<string, unknown>>().notNull(),
    publishedVersion: integer("published_version").notNull(),
  },
  (table) => [index("site_modules_locale_idx").on(table.locale)],
);

/** Every saved state of a site module's data (the navigation); a version is never changed once written. */
export const navigationVersions = pgTable(
  "navigation_versions",
  {
    moduleId: integer("module_id")
      .notNull()
      .references(() => siteModules.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    componentData: jsonb("component_data").$type<Record<string, unknown>>().notNull(),
    author: text("author").notNull(),
    /** How the version came to be when not by editing: "rollback to 3". */
    origin: text("origin"),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.moduleId, table.version] })],
);

/** The website settings of a site (SPEC §3 website): main site flag, header type and logos. */
export const siteSettings = pgTable("site_settings", {
  locale: text("locale")
    .$type<Site["locale"]>()
    .primaryKey()
    .references(() => sites.locale, { onDelete: "cascade" }),
  isMain: boolean("is_main").notNull(),
  headerType: text("header_type").$type<"double" | "single" | "second">().notNull().default("single"),
  logo: text("logo").notNull(),
  whiteLogo: text("white_logo").notNull(),
  /** Footer links and the tool panel (schemas/site-shell.ts), names in every language. */
  shell: jsonb("shell").$type<SiteShell>().notNull(),
});

/** Ads by location key (SPEC §3 resource ad). */
export const resources = pgTable(
  "resources",
  {
    id: serial("id").primaryKey(),
    locale: text("locale")
      .$type<Site["locale"]>()
      .notNull()
      .references(() => sites.locale, { onDelete: "cascade" }),
    locationKey: text("location_key").$type<LocationKey>().notNull(),
    url: text("url").notNull(),
    newWindow: boolean("new_window").notNull().default(false),
    src: text("src").notNull(),
    sort: integer("sort").notNull().default(0),
    active: boolean("active").notNull().default(true),
    /** The shop channels the ad is for (shop locations only); empty, every channel (decision 0022). */
    channelIds: integer("channel_ids").array().notNull().default(sql`'{}'::integer[]`),
  },
  (table) => [index("resources_location_idx").on(table.locale, table.locationKey)],
);

export const resourceEvents = pgTable(
  "resource_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    resourceId: integer("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"show" | "click">().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("resource_events_resource_idx").on(table.resourceId, table.kind)],
);

/** Short links: /link/l/{code} answers 301 to the URL. */
export const shortLinks = pgTable("short_links", {
  code: text("code").primaryKey(),
  url: text("url").notNull(),
  createdAt: createdAt(),
});

/** Tracking events sent by pages in batches (dataUpload). */
export const trackingEvents = pgTable("tracking_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  schoolCode: text("school_code").notNull(),
  event: text("event").notNull(),
  params: jsonb("params").$type<Record<string, unknown>>().notNull(),
  userId: text("user_id"),
  devId: text("dev_id"),
  activityId: text("activity_id"),
  projectId: text("project_id"),
  dataType: text("data_type"),
  createdAt: createdAt(),
});

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    schoolCode: text("school_code").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("newsletter_school_email_idx").on(table.schoolCode, table.email)],
);

/** Users in the Alipay HK gray release (SPEC §6). */
export const alipayHkGrayUsers = pgTable("alipay_hk_gray_users", {
  uid: text("uid").primaryKey(),
  createdAt: createdAt(),
});

/** Signed sessions: only a hash of the opaque token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    uid: text("uid").notNull(),
    /** A session works on the site of the school it was opened on only. */
    schoolCode: text("school_code").notNull().default(""),
    /** login: the unifiedAccessToken; handoff: the one-off temp token for the learning apps. */
    purpose: text("purpose").$type<"login" | "handoff">().notNull().default("login"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("sessions_uid_idx").on(table.uid)],
);

/** The parent side of a family of up to six student accounts (SPEC §3 User: parentNickname, parentAvatar). */
export const families = pgTable("families", {
  id: uuid("id").primaryKey().defaultRandom(),
  schoolCode: text("school_code").notNull(),
  parentNickname: text("parent_nickname").notNull(),
  nicknameModified: boolean("nickname_modified").notNull().default(false),
  parentAvatar: text("parent_avatar").notNull().default(""),
  /** The account the family signed up with; it cannot be removed from the family. */
  registrationUid: uuid("registration_uid"),
  createdAt: createdAt(),
});

/**
 * A student account. One signs in with its phone or e-mail (unique per school), which its owner proved
 * with a one-time code (or a provider verified); one added as a sibling has no login of its own and is
 * reached by switching from the family.
 */
export const accounts = pgTable(
  "accounts",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    familyId: uuid("family_id")
      .notNull()
      .references(() => families.id),
    schoolCode: text("school_code").notNull(),
    cardNo: text("card_no").notNull().unique(),
    /** The login phone and its calling code, and the login e-mail (stored lower-cased): proven contacts only. */
    countryCallingCode: text("country_calling_code"),
    phone: text("phone"),
    email: text("email"),
    /** An e-mail the family gave for the student (addNewStudent, modifyUserInfo), unproven: a contact detail, never a login. */
    contactEmail: text("contact_email"),
    nickName: text("nick_name").notNull().default(""),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    gradeId: integer("grade_id"),
    avatar: text("avatar").notNull().default(""),
    wechat: text("wechat").notNull().default(""),
    whatsapp: text("whatsapp").notNull().default(""),
    line: text("line").notNull().default(""),
    /** A contact to be notified at without signing in with it (bindEmail2); it relates other logins to this account. */
    attentionCountryCode: text("attention_country_code"),
    attentionPhone: text("attention_phone"),
    attentionEmail: text("attention_email"),
    sourceCode: text("source_code"),
    mediaCode: text("media_code"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("accounts_phone_idx").on(table.schoolCode, table.countryCallingCode, table.phone),
    uniqueIndex("accounts_email_idx").on(table.schoolCode, table.email),
    index("accounts_family_idx").on(table.familyId),
    index("accounts_attention_email_idx").on(table.schoolCode, table.attentionEmail),
    index("accounts_attention_phone_idx").on(table.schoolCode, table.attentionPhone),
    // The staff desk looks accounts up on every site at once (server/service-desk/find-orders.ts).
    index("accounts_any_email_idx").on(table.email),
    index("accounts_contact_email_idx").on(sql`lower(${table.contactEmail})`),
    index("accounts_attention_email_lower_idx").on(sql`lower(${table.attentionEmail})`),
    index("accounts_any_phone_idx").on(table.phone),
    index("accounts_full_phone_idx").on(phoneWithCallingCode(table.countryCallingCode, table.phone)),
    index("accounts_any_attention_phone_idx").on(table.attentionPhone),
    index("accounts_full_attention_phone_idx").on(phoneWithCallingCode(table.attentionCountryCode, table.attentionPhone)),
    index("accounts_names_idx").using("gin", sql`${studentNames(table.firstName, table.lastName, table.nickName)} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

/** Google, Apple or Facebook identities (the provider's subject) signed in as an account. */
export const externalIdentities = pgTable(
  "external_identities",
  {
    source: integer("source").notNull(),
    subject: text("subject").notNull(),
    uid: uuid("uid")
      .notNull()
      .references(() => accounts.uid, { onDelete: "cascade" }),
    email: text("email"),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.source, table.subject] }), uniqueIndex("external_identities_uid_idx").on(table.uid, table.source)],
);

/** One-time codes: only a keyed hash is stored; a code dies when used, replaced, expired or tried 5 times wrong. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schoolCode: text("school_code").notNull(),
    scene: integer("scene").notNull(),
    /** "phone:+65 91234567" or "email:name@example.com". */
    contact: text("contact").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("verification_codes_contact_idx").on(table.schoolCode, table.contact, table.createdAt)],
);

/** Every message sent to a user (codes), whether or not a mail or SMS provider delivered it. */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel").$type<"email" | "sms">().notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** outbox: kept here only; sent: handed to the provider; failed: the provider refused it. */
    delivery: text("delivery").$type<"outbox" | "sent" | "failed">().notNull(),
    /** The order a message is about (receipts, refund decisions, debit results), for its timeline. */
    orderId: text("order_id"),
    createdAt: createdAt(),
  },
  (table) => [index("outbox_messages_created_idx").on(table.createdAt), index("outbox_messages_order_idx").on(table.orderId)],
);

/** A student's address book (SPEC §3 Address). */
export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    uid: uuid("uid")
      .notNull()
      .references(() => accounts.uid, { onDelete: "cascade" }),
    name: text("name").notNull(),
    countryCallingCode: text("country_calling_code").notNull(),
    phone: text("phone").notNull(),
    postcode: text("postcode").notNull(),
    address1: text("address1").notNull(),
    address2: text("address2").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    suburb: text("suburb").notNull(),
    country: text("country").notNull(),
    use: text("use").$type<"delivery" | "billing">().notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index("addresses_uid_idx").on(table.uid)],
);

/** Request signatures already accepted, kept until they would be stale anyway, to refuse replays. */
export const usedSignatures = pgTable(
  "used_signatures",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("used_signatures_expires_idx").on(table.expiresAt)],
);

/** One row per fixture set loaded, so a restart never seeds twice. */
export const seedRuns = pgTable(
  "seed_runs",
  {
    name: text("name").notNull(),
    fixtureHash: text("fixture_hash").notNull(),
    seededAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.name, table.fixtureHash] })],
);

/** A visitor's conversation with the chat assistant (SPEC §4 Chat); the id is the webchatSid the browser keeps. */
export const chatSessions = pgTable("chat_sessions", {
  webchatSid: uuid("webchat_sid").primaryKey().defaultRandom(),
  schoolCode: text("school_code").notNull(),
  /** The signed-in student who started it, if any. */
  uid: uuid("uid"),
  createdAt: createdAt(),
});

/** One message of a chat (SPEC §3 Chat message): author 1 user, 2 assistant; type 0 text, 1 image url, 2 class card. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    webchatSid: uuid("webchat_sid")
      .notNull()
      .references(() => chatSessions.webchatSid, { onDelete: "cascade" }),
    author: integer("author").$type<1 | 2>().notNull(),
    type: integer("type").$type<0 | 1 | 2>().notNull().default(0),
    content: text("content").notNull(),
    status: text("status").$type<"waiting" | "failed" | "normal">().notNull().default("normal"),
    createdAt: createdAt(),
  },
  (table) => [index("chat_messages_sid_idx").on(table.webchatSid, table.id)],
);

/**
 * What a student has put in the shopping cart (SPEC §3 cart types: 1 normal, 2 unpaid, 3 new group buy,
 * 4 join group buy); the header's badge counts it (getCartAmount). The cart holds no seat: orders do.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    uid: uuid("uid")
      .notNull()
      .references(() => accounts.uid, { onDelete: "cascade" }),
    skuId: text("sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    cartType: integer("cart_type").$type<CartType>().notNull().default(1),
    /** Whether the line is ticked for checkout. */
    selected: boolean("selected").notNull().default(true),
    /** The optional attached items chosen (materials); null for the SKU's own defaults. */
    attachmentSkuIds: text("attachment_sku_ids").array(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("cart_items_uid_sku_idx").on(table.uid, table.skuId, table.cartType)],
);

/** Staff of the editors' tool (/admin), apart from parents: editors draft and preview, publishers also publish. */
export const staffMembers = pgTable("staff_members", {
  id: serial("id").primaryKey(),
  /** Lower-case. */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  role: text("role").$type<StaffRole>().notNull(),
  /** argon2id, with its parameters and salt in the string. */
  passwordHash: text("password_hash").notNull(),
  disabled: boolean("disabled").notNull().default(false),
  createdAt: createdAt(),
});

/** Staff sessions: only a hash of the token is stored, as for parents' sessions. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("staff_sessions_staff_idx").on(table.staffId)],
);

/** Every change made in the editors' tool, written in the change's own transaction. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Null for changes made from the command line (admin:create-user). */
    staffId: integer("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    /** Kept as written, so the entry still says who after the member is gone. */
    staffEmail: text("staff_email").notNull(),
    action: text("action").$type<AuditAction>().notNull(),
    target: text("target").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index("audit_log_created_idx").on(table.createdAt)],
);

/** A staff member at work on a page: the key of the editor's rows of one page, gone with either. */
const editorOnPage = () => ({
  pageId: integer("page_id")
    .notNull()
    .references(() => pages.id, { onDelete: "cascade" }),
  staffId: integer("staff_id")
    .notNull()
    .references(() => staffMembers.id, { onDelete: "cascade" }),
});

/** An editor's unsaved work on a page, autosaved every few seconds without making a version (restored on return). */
export const pageWorkingCopies = pgTable(
  "page_working_copies",
  {
    ...editorOnPage(),
    /** The saved version the work started from: a save after it by someone else makes the copy stale. */
    basedOnVersion: integer("based_on_version").notNull(),
    /** The edited document as the editor holds it (not checked: work in progress may be anything the form allows). */
    document: jsonb("document").$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.staffId] })],
);

/** Who has a page open in the editor, by the last heartbeat of their tab. */
export const editorPresence = pgTable(
  "editor_presence",
  {
    ...editorOnPage(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.staffId] })],
);

/** A publish or unpublish of a page set for a later time; the schedule sweep runs each once (decision 0017). */
export const pageSchedules = pgTable(
  "page_schedules",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    action: text("action").$type<"publish" | "unpublish">().notNull(),
    /** The version a publish makes live; null for an unpublish. */
    version: integer("version"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    staffId: integer("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    staffEmail: text("staff_email").notNull(),
    createdAt: createdAt(),
    /** When it ran, or was cancelled; a pending schedule has neither. */
    doneAt: timestamp("done_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Why a due schedule could not run (the version has a problem...); null when it ran or is pending. */
    failure: text("failure"),
  },
  (table) => [
    check("page_schedules_version_check", sql`(${table.action} = 'publish') = (${table.version} is not null)`),
    index("page_schedules_page_idx").on(table.pageId),
    index("page_schedules_due_idx").on(table.runAt).where(sql`${table.doneAt} is null and ${table.cancelledAt} is null`),
  ],
);

/** One image variant the media library made: a format at a width, stored under its content-hashed name. */
export interface MediaVariant {
  format: "webp" | "avif";
  width: number;
  height: number;
  bytes: number;
  /** The stored file's name: `{hash}-{width}.{format}`. */
  file: string;
}

/** Images uploaded to the media library; their files live under DATA_DIR/media or in S3-compatible storage. */
export const mediaAssets = pgTable(
  "media_assets",
  {
    id: serial("id").primaryKey(),
    /** SHA-256 of the uploaded bytes (hex): the files' names start with it, so a changed image gets new addresses. */
    hash: text("hash").notNull(),
    fileName: text("file_name").notNull(),
    /** The uploaded file's type as its bytes say (image/png, image/jpeg, image/webp, image/avif, image/gif). */
    sourceType: text("source_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    alt: text("alt").notNull(),
    /** A tiny blurred image as a data: URL, shown while the real one loads. */
    placeholder: text("placeholder").notNull(),
    variants: jsonb("variants").$type<MediaVariant[]>().notNull(),
    storage: text("storage").$type<"local" | "s3">().notNull(),
    staffId: integer("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    staffEmail: text("staff_email").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("media_assets_hash_idx").on(table.hash), index("media_assets_created_idx").on(table.createdAt)],
);

/*
 * The catalogue (decision 0014). Courses, classes and SKUs carry the natural keys the school's own
 * catalogue files use (`us-amc8-fall`), so an import or a re-seed updates the same rows. A SKU is what is
 * sold on one site, in its currency; its seats (store, taken) live on its own row so that one
 * conditional UPDATE takes a seat without overselling, on either store.
 */

/** Groups of channels (SPEC §3 catalogue filters: channel group), e.g. "Weekly classes". */
export const channelGroups = pgTable("channel_groups", {
  id: integer("id").primaryKey(),
  names: jsonb("names").$type<LocalizedText>().notNull(),
  sort: integer("sort").notNull().default(0),
});

/** Shop channels (getChannel): where a course is listed on the shop home and in the filters. */
export const channels = pgTable("channels", {
  id: integer("id").primaryKey(),
  groupId: integer("group_id")
    .notNull()
    .references(() => channelGroups.id),
  names: jsonb("names").$type<LocalizedText>().notNull(),
  sort: integer("sort").notNull().default(0),
  /** Left out of getChannel's list when it asks for hideGroup (SPEC §7). */
  hidden: boolean("hidden").notNull().default(false),
});

/** A course as one site sells it; its classes are the runs of it with a schedule. */
export const courses = pgTable(
  "courses",
  {
    id: text("id").primaryKey(),
    locale: text("locale")
      .$type<Site["locale"]>()
      .notNull()
      .references(() => sites.locale, { onDelete: "cascade" }),
    /** The same course sold on several sites shares it (hreflang alternates of its detail page). */
    catalogueCode: text("catalogue_code"),
    subjectId: integer("subject_id")
      .notNull()
      .references(() => subjects.id),
    courseTypeId: integer("course_type_id")
      .notNull()
      .references(() => courseTypes.id),
    termId: integer("term_id")
      .notNull()
      .references(() => terms.id),
    channelId: integer("channel_id")
      .notNull()
      .references(() => channels.id),
    levelDegreeId: integer("level_degree_id").references(() => levelDegrees.id),
    levelDegreeStar: integer("level_degree_star").notNull().default(0),
    gradeIds: jsonb("grade_ids").$type<number[]>().notNull(),
    year: integer("year").notNull(),
    isCompetition: boolean("is_competition").notNull().default(false),
    /** Whether enrolling asks for the subject's level test first, and how firmly (decision 0035). */
    entranceTest: text("entrance_test").$type<EntranceTest>().notNull().default("none"),
    curriculumPackageId: integer("curriculum_package_id"),
    /** Title, summary and syllabus in each of the site's languages. */
    content: jsonb("content").$type<CourseContentByLanguage>().notNull(),
    /** Every language's title, summary and syllabus, lower-cased: what a keyword is looked up in. */
    searchText: text("search_text").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("courses_locale_idx").on(table.locale, table.subjectId), index("courses_catalogue_code_idx").on(table.catalogueCode)],
);

/** A run of a course: where and how it is taught, by whom, and its lessons. */
export const classes = pgTable(
  "classes",
  {
    id: text("id").primaryKey(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    teachingPointId: integer("teaching_point_id").references(() => teachingPoints.id),
    platformType: integer("platform_type").$type<PlatformType>().notNull(),
    deliveryMode: text("delivery_mode").$type<DeliveryMode>().notNull(),
    teacherIds: jsonb("teacher_ids").$type<number[]>().notNull(),
    tutorIds: jsonb("tutor_ids").$type<number[]>().notNull().default([]),
    /** The first lesson's start and the last lesson's end (UTC), kept with the lessons. */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The online room students join (the platform of its delivery mode); null for a class taught in person. */
    roomUrl: text("room_url"),
  },
  (table) => [index("classes_course_idx").on(table.courseId)],
);

export const lessons = pgTable(
  "lessons",
  {
    classId: text("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    teacherId: integer("teacher_id").references(() => teachers.id),
    /** The syllabus item it teaches, per language. */
    topic: jsonb("topic").$type<Partial<LocalizedText>>().notNull(),
    /** The recording of a live lesson once taught, watched from My Courses for 6 months (SPEC §9). */
    replayUrl: text("replay_url"),
    /** Students of other classes rescheduled into this lesson: they take a seat of the class for it alone. */
    guests: integer("guests").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.classId, table.number] }),
    check("lessons_guests_check", sql`${table.guests} >= 0`),
    // The lesson reminders' sweep looks lessons up by their start.
    index("lessons_starts_idx").on(table.startsAt),
  ],
);

/** What is sold: a class's seat, a package of classes, a recorded course, goods or a subscription plan. */
export const skus = pgTable(
  "skus",
  {
    id: text("id").primaryKey(),
    locale: text("locale")
      .$type<Site["locale"]>()
      .notNull()
      .references(() => sites.locale, { onDelete: "cascade" }),
    kind: text("kind").$type<SkuKind>().notNull(),
    /** A class's seat; null for the other kinds. */
    classId: text("class_id").references(() => classes.id, { onDelete: "cascade" }),
    /** The course a class, package or recorded course belongs to. */
    courseId: text("course_id").references(() => courses.id, { onDelete: "cascade" }),
    /** Own title and description of goods, packages and recorded courses (a class uses its course's). */
    content: jsonb("content").$type<CourseContentByLanguage>(),
    /** Minor units of the site's currency. */
    price: integer("price").notNull(),
    /** The price before a discount, when there is one. */
    orgPrice: integer("org_price"),
    /** Seats or items there are. */
    store: integer("store").notNull(),
    /**
     * Those taken by orders, paid or waiting for payment (decision 0016): available = store - taken. An order takes
     * its seats when it is made and gives them back when it closes unpaid or is refunded; paying it leaves the row
     * alone, so the row of a SKU many buy at once is locked once a purchase, not twice.
     */
    taken: integer("taken").notNull().default(0),
    saleStartsAt: timestamp("sale_starts_at", { withTimezone: true }),
    saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }),
    /** Recorded courses: how long a purchase can be watched, in days; null is permanently valid. */
    validDays: integer("valid_days"),
    /** A running promotion (SPEC §3 activityInfo), or null. */
    activity: jsonb("activity").$type<SkuActivity>(),
    /** Sold only to families that have never paid for an order (SPEC §8 604: a trial lesson, a welcome offer). */
    newFamiliesOnly: boolean("new_families_only").notNull().default(false),
    /**
     * Recorded courses, goods and packages: their words in every language, lower-cased, to look keywords up in
     * (classes are found through class_search, by their course's words). Null for classes.
     */
    searchText: text("search_text"),
    createdAt: createdAt(),
  },
  (table) => [
    check("skus_seats_check", sql`${table.taken} >= 0 and ${table.taken} <= ${table.store}`),
    check("skus_price_check", sql`${table.price} >= 0`),
    uniqueIndex("skus_class_idx").on(table.classId),
    index("skus_locale_kind_idx").on(table.locale, table.kind),
    index("skus_course_idx").on(table.courseId),
    // Trigrams answer LIKE '%word%' in any script (decision 0015); only the SKUs that have words to search.
    index("skus_search_text_idx")
      .using("gin", table.searchText.op("gin_trgm_ops"))
      .with({ fastupdate: false })
      .where(sql`${table.searchText} is not null`),
  ],
);

/**
 * What the catalogue search filters, sorts and looks keywords up in: one row per class SKU, copied from the
 * SKU, its class, course and channel by triggers of migration 0009 in the statement that changes them, so it
 * is never behind them (decision 0015). Nothing else writes it.
 */
export const classSearch = pgTable(
  "class_search",
  {
    skuId: text("sku_id")
      .primaryKey()
      .references(() => skus.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    subjectId: integer("subject_id").notNull(),
    courseTypeId: integer("course_type_id").notNull(),
    termId: integer("term_id").notNull(),
    channelId: integer("channel_id").notNull(),
    channelGroupId: integer("channel_group_id").notNull(),
    levelDegreeId: integer("level_degree_id"),
    gradeIds: integer("grade_ids").array().notNull(),
    platformType: integer("platform_type").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    price: integer("price").notNull(),
    /** No seat left: store - taken <= 0. */
    soldOut: boolean("sold_out").notNull(),
    /** The course's searchText. Last, so that a scan that does not look at it does not read past it. */
    searchText: text("search_text").notNull(),
  },
  (table) => [
    // One GIN index over every filter (btree_gin): any combination of them is one index scan. Without the
    // pending list of fast updates, which only VACUUM empties (PGlite runs none) and every search reads through.
    index("class_search_filters_idx").using(
      "gin",
      table.locale,
      table.subjectId,
      table.courseTypeId,
      table.termId,
      table.channelId,
      table.channelGroupId,
      table.levelDegreeId,
      table.platformType,
      table.gradeIds,
    ).with({ fastupdate: false }),
    // Trigrams (pg_trgm) answer LIKE '%word%' in any language; apart from the filters' index, so that a word
    // too short for a trigram leaves the filters their index.
    index("class_search_text_idx").using("gin", table.searchText.op("gin_trgm_ops")).with({ fastupdate: false }),
    // The list's default order, so that its first pages without filters are read in order rather than sorted.
    index("class_search_recommended_idx").on(table.locale, table.soldOut, table.startsAt, table.skuId),
  ],
);

/** Items sold with a SKU (SPEC §3 attachedItems: materials), each a SKU of its own with its price and stock. */
export const skuAttachments = pgTable(
  "sku_attachments",
  {
    skuId: text("sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    attachedSkuId: text("attached_sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    category: text("category").$type<AttachmentCategory>().notNull(),
    required: boolean("required").notNull(),
    /** Whether it starts selected where it is optional. */
    selected: boolean("selected").notNull(),
  },
  (table) => [primaryKey({ columns: [table.skuId, table.attachedSkuId] })],
);

/** The classes a package (promote) SKU sells together. */
export const packageItems = pgTable(
  "package_items",
  {
    packageSkuId: text("package_sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    itemSkuId: text("item_sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.packageSkuId, table.itemSkuId] })],
);

/**
 * A collection (SPEC §2 /courses/aggregational-detail/{pageId}): a marketing page gathering products of one
 * site in titled groups. The groups keep their SKU ids in order (jsonb): the import checks that each is a
 * product of the same site, and a product that is gone is left out of the page.
 */
export const collections = pgTable("collections", {
  id: text("id").primaryKey(),
  locale: text("locale")
    .$type<Site["locale"]>()
    .notNull()
    .references(() => sites.locale, { onDelete: "cascade" }),
  /** Title and introduction in each of the site's languages. */
  content: jsonb("content").$type<CourseContentByLanguage>().notNull(),
  groups: jsonb("groups").$type<CollectionGroup[]>().notNull(),
  createdAt: createdAt(),
});

/**
 * A student's wish list. An availability alert is pending while `alertSetAt` is set and `alertSentAt` is
 * not; sending stamps `alertSentAt` in the same statement that picks it, so an alert goes out once.
 */
export const wishes = pgTable(
  "wishes",
  {
    uid: uuid("uid")
      .notNull()
      .references(() => accounts.uid, { onDelete: "cascade" }),
    skuId: text("sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    alertSetAt: timestamp("alert_set_at", { withTimezone: true }),
    alertSentAt: timestamp("alert_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.uid, table.skuId] }), index("wishes_sku_idx").on(table.skuId)],
);

// --- commerce: carts, coupons, orders and payments (decision 0016) -------------------------------------------

/** A coupon as the school issues it (SPEC §3 Coupon); families hold copies of it in `familyCoupons`. */
export const couponCampaigns = pgTable(
  "coupon_campaigns",
  {
    id: text("id").primaryKey(),
    locale: text("locale")
      .$type<Site["locale"]>()
      .notNull()
      .references(() => sites.locale, { onDelete: "cascade" }),
    category: text("category").$type<CouponCategory>().notNull(),
    /** amount: `discountValue` minor units off; percent: `discountValue` basis points off (1500 = 15 %). */
    discountKind: text("discount_kind").$type<"amount" | "percent">().notNull(),
    discountValue: integer("discount_value").notNull(),
    minimumSpend: integer("minimum_spend").notNull().default(0),
    maxSaving: integer("max_saving"),
    /** Only these SKUs; null for every product of the category. */
    skuIds: text("sku_ids").array(),
    combinable: boolean("combinable").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Title and terms in the site's languages. */
    content: jsonb("content").$type<CourseContentByLanguage>().notNull(),
    /** A code parents can redeem (redeemCoupon), upper-case; null for coupons only the school hands out. */
    redeemCode: text("redeem_code"),
    /** How many families may redeem the code; null for no limit. */
    redeemLimit: integer("redeem_limit"),
    redeemed: integer("redeemed").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("coupon_campaigns_code_idx").on(table.locale, table.redeemCode),
    check("coupon_campaigns_redeemed_check", sql`${table.redeemLimit} is null or ${table.redeemed} <= ${table.redeemLimit}`),
    check("coupon_campaigns_discount_check", sql`${table.discountValue} > 0 and (${table.discountKind} = 'amount' or ${table.discountValue} <= 10000)`),
  ],
);

/**
 * A family's coupon. It is single-use: an order takes it with a conditional update (`orderId` from null), an
 * order that expires or is cancelled gives it back, and payment stamps `usedAt`.
 */
export const familyCoupons = pgTable(
  "family_coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    familyId: uuid("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    campaignId: text("campaign_id")
      .notNull()
      .references(() => couponCampaigns.id, { onDelete: "cascade" }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    orderId: text("order_id"),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("family_coupons_campaign_idx").on(table.familyId, table.campaignId), index("family_coupons_order_idx").on(table.orderId)],
);

/**
 * An order of one family student on one site. Every figure is computed once on the server when it is
 * created, in minor units of the site's currency, and never recomputed: the pages show these.
 */
export const orders = pgTable(
  "orders",
  {
    /** The order number parents see and quote. */
    id: text("id").primaryKey(),
    familyId: uuid("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    uid: uuid("uid")
      .notNull()
      .references(() => accounts.uid, { onDelete: "cascade" }),
    locale: text("locale").$type<Site["locale"]>().notNull(),
    currency: text("currency").notNull(),
    status: integer("status").$type<OrderStatus>().notNull(),
    createWay: integer("create_way").notNull(),
    /** What started it: fromPage, activity and group ids as createOrder received them. */
    origin: jsonb("origin").$type<OrderOrigin>().notNull(),
    paymentMethod: integer("payment_method").$type<0 | 1>().notNull(),
    debitMethod: integer("debit_method").$type<0 | 1>().notNull(),
    subtotal: integer("subtotal").notNull(),
    couponSaving: integer("coupon_saving").notNull(),
    groupDiscount: integer("group_discount").notNull(),
    fees: jsonb("fees").$type<OrderFee[]>().notNull(),
    feeTotal: integer("fee_total").notNull(),
    tax: integer("tax").notNull(),
    taxIncluded: boolean("tax_included").notNull(),
    total: integer("total").notNull(),
    /** What this checkout charges: the total, or the first stage of an instalment plan. */
    dueNow: integer("due_now").notNull(),
    /** The delivery address as it was when ordered, for orders that ship something. */
    address: jsonb("address").$type<OrderAddress>(),
    /** Unpaid at this moment, the order expires (301) and gives its seats and coupons back. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("orders_family_idx").on(table.familyId, table.createdAt),
    index("orders_student_idx").on(table.uid, table.createdAt),
    index("orders_unpaid_idx").on(table.expiresAt).where(sql`${table.status} = 100`),
    check("orders_amounts_check", sql`${table.total} >= 0 and ${table.dueNow} >= 0 and ${table.dueNow} <= ${table.total}`),
  ],
);

/** The order a row belongs to, gone with it. */
const orderRef = () =>
  text("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" });

/** The lines of an order; an attached item (materials) points at the line it came with. */
export const orderItems = pgTable(
  "order_items",
  {
    orderId: orderRef(),
    lineNo: integer("line_no").notNull(),
    skuId: text("sku_id")
      .notNull()
      .references(() => skus.id),
    kind: text("kind").$type<SkuKind>().notNull(),
    attachedToLine: integer("attached_to_line"),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    couponSaving: integer("coupon_saving").notNull(),
    groupDiscount: integer("group_discount").notNull(),
    /** The title in the site's languages when it was bought. */
    content: jsonb("content").$type<CourseContentByLanguage>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.lineNo] }), index("order_items_sku_idx").on(table.skuId)],
);

/** The instalment stages of an order's class line (SPEC §3 Stage, §4 stage statuses). */
export const orderStages = pgTable(
  "order_stages",
  {
    orderId: orderRef(),
    lineNo: integer("line_no").notNull(),
    stageNo: integer("stage_no").notNull(),
    firstLesson: integer("first_lesson").notNull(),
    lessonCount: integer("lesson_count").notNull(),
    amount: integer("amount").notNull(),
    couponDiscount: integer("coupon_discount").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    status: integer("status").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.lineNo, table.stageNo] })],
);

/** A charge asked of a payment gateway for an order. */
export const payments = pgTable(
  "payments",
  {
    /** Random and unguessable: the test gateway's hosted page is addressed by it. */
    id: text("id").primaryKey(),
    orderId: orderRef(),
    gateway: text("gateway").$type<PaymentGatewayName>().notNull(),
    /** The gateway's own id (a Stripe Checkout Session id), once the payment was opened there. */
    gatewayRef: text("gateway_ref"),
    /** The storefront path the payer comes back to from the gateway's page. */
    returnPath: text("return_path").notNull().default("/order/list"),
    /** Where the payer pays: the gateway's page, once it was opened there (decision 0016). */
    redirectUrl: text("redirect_url"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<PaymentStatus>().notNull(),
    /** The order at checkout, or one instalment stage (lineNo, stageNo) paid later. */
    purpose: text("purpose").$type<PaymentPurpose>().notNull().default("checkout"),
    lineNo: integer("line_no"),
    stageNo: integer("stage_no"),
    /** The gateway's reference of the captured charge, which a refund names (a Stripe PaymentIntent id). */
    chargeRef: text("charge_ref"),
    /** Minor units already given back or being given back: never above what was captured (the check). */
    refunded: integer("refunded").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payments_order_idx").on(table.orderId),
    uniqueIndex("payments_gateway_ref_idx").on(table.gateway, table.gatewayRef),
    check("payments_refunded_check", sql`${table.refunded} >= 0 and ${table.refunded} <= ${table.amount}`),
  ],
);

/** Gateway events already applied, by the gateway's event id: a delivery seen before changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    gateway: text("gateway").$type<PaymentGatewayName>().notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    receivedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.gateway, table.eventId] })],
);

/**
 * Answers of state-changing calls by their Idempotency-Key, per family and call: a repeat of the same key
 * and body gets the stored answer, the same key with another body is refused (decision 0016).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    familyId: uuid("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    call: text("call").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    response: jsonb("response"),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.familyId, table.call, table.key] }), index("idempotency_keys_created_idx").on(table.createdAt)],
);

/**
 * A parent's request to refund an order (SPEC §4, §5, §9). At most one is open (waiting or refunding) per order.
 * Its figures are the preview's when it was asked for; customer service decides, with a note the parent sees.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: text("id").primaryKey(),
    orderId: orderRef(),
    familyId: uuid("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    status: text("status").$type<RefundStatus>().notNull(),
    reasonId: integer("reason_id").notNull(),
    /** The parent's own words, when the reason asks for them. */
    reasonText: text("reason_text").notNull().default(""),
    amount: integer("amount").notNull(),
    lessonCount: integer("lesson_count").notNull(),
    /** How the amount was reached (lines, lessons started, proration), as the preview showed it. */
    breakdown: jsonb("breakdown").$type<Record<string, unknown>>().notNull(),
    note: text("note").notNull().default(""),
    decidedBy: text("decided_by"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (table) => [
    index("refunds_order_idx").on(table.orderId),
    uniqueIndex("refunds_open_idx").on(table.orderId).where(sql`${table.status} in ('waiting', 'refunding')`),
    index("refunds_queue_idx").on(table.status, table.requestedAt),
    check("refunds_amount_check", sql`${table.amount} >= 0 and ${table.lessonCount} >= 0`),
  ],
);

/** The part of a refund taken back from one captured payment, and the gateway's reference of that refund. */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    refundId: text("refund_id")
      .notNull()
      .references(() => refunds.id, { onDelete: "cascade" }),
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    gatewayRef: text("gateway_ref"),
    status: text("status").$type<"pending" | "succeeded" | "failed">().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.refundId, table.paymentId] }), check("payment_refunds_amount_check", sql`${table.amount} > 0`)],
);

/** Each change of an order's delivery address: by the parent within the window, or by customer service. */
export const orderAddressChanges = pgTable(
  "order_address_changes",
  {
    id: serial("id").primaryKey(),
    orderId: orderRef(),
    before: jsonb("before").$type<OrderAddress>().notNull(),
    after: jsonb("after").$type<OrderAddress>().notNull(),
    /** Null for the parent; the staff member's e-mail for customer service. */
    staffEmail: text("staff_email"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("order_address_changes_order_idx").on(table.orderId)],
);

/** A parcel of an order's goods (SPEC §3 Logistics): once one has left, the address can no longer change. */
export const shipments = pgTable(
  "shipments",
  {
    id: serial("id").primaryKey(),
    orderId: orderRef(),
    /** 1, 2, ... within the order. */
    packageNo: integer("package_no").notNull(),
    carrier: text("carrier").notNull(),
    trackingNumber: text("tracking_number").notNull(),
    /** The order's lines in the parcel. */
    lineNos: jsonb("line_nos").$type<number[]>().notNull(),
    status: text("status").$type<ShipmentStatus>().notNull(),
    shippedAt: timestamp("shipped_at", { withTimezone: true }).notNull(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("shipments_package_idx").on(table.orderId, table.packageNo)],
);

/** An auto-pay order's standing authorisation to debit its later stages (SPEC §4 auto-pay authorisation). */
export const autoPayMandates = pgTable("auto_pay_mandates", {
  orderId: text("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  familyId: uuid("family_id")
    .notNull()
    .references(() => families.id, { onDelete: "cascade" }),
  authorization: text("authorization").$type<AutoPayAuthorization>().notNull(),
  /** Closed once a closure request is approved: later stages are then paid by hand. */
  open: boolean("open").notNull().default(true),
  gateway: text("gateway").$type<PaymentGatewayName>().notNull(),
  /** What the gateway debits again (a Stripe customer and payment method), when it keeps one. */
  gatewayRef: text("gateway_ref"),
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A parent's request to close auto-pay, with a reason (SPEC §5); one under review at a time per order. */
export const autoPayClosures = pgTable(
  "auto_pay_closures",
  {
    id: serial("id").primaryKey(),
    orderId: orderRef(),
    familyId: uuid("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    status: text("status").$type<AutoPayClosureStatus>().notNull(),
    note: text("note").notNull().default(""),
    decidedBy: text("decided_by"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    /** Without a decision by then, the request is approved on its own. */
    autoApproveAt: timestamp("auto_approve_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("auto_pay_closures_open_idx").on(table.orderId).where(sql`${table.status} = 'under_review'`),
    index("auto_pay_closures_due_idx").on(table.autoApproveAt).where(sql`${table.status} = 'under_review'`),
  ],
);

/**
 * Every attempt to debit an instalment stage (SPEC §3 Auto-pay record). At most one is in process or succeeded
 * per stage (the index), so a debit run twice debits once.
 */
export const debitAttempts = pgTable(
  "debit_attempts",
  {
    id: serial("id").primaryKey(),
    orderId: orderRef(),
    lineNo: integer("line_no").notNull(),
    stageNo: integer("stage_no").notNull(),
    type: text("type").$type<DebitType>().notNull(),
    result: text("result").$type<DebitResult>().notNull(),
    description: text("description").notNull().default(""),
    paymentId: text("payment_id").references(() => payments.id, { onDelete: "set null" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("debit_attempts_order_idx").on(table.orderId, table.attemptedAt),
    uniqueIndex("debit_attempts_once_idx").on(table.orderId, table.lineNo, table.stageNo).where(sql`${table.result} in ('in_process', 'succeeded')`),
  ],
);

/**
 * Messages owed to a family about an order (receipt, refund decision, debit result), written in the same transaction
 * as what they tell of; the order-mail sweeper composes and sends each once and stamps it (server/order-mail).
 */
export const orderMails = pgTable(
  "order_mails",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: orderRef(),
    kind: text("kind").$type<OrderMailKind>().notNull(),
    /** What the mail is about within the order: a refund id, a debit attempt id, or a resend's number. */
    ref: text("ref").notNull().default(""),
    /** The staff member who asked for it (a receipt sent again), else null. */
    requestedBy: text("requested_by"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("order_mails_once_idx").on(table.orderId, table.kind, table.ref), index("order_mails_unsent_idx").on(table.createdAt).where(sql`${table.sentAt} is null`)],
);

/** The family and student a learning row belongs to, gone with them. */
const familyRef = () =>
  uuid("family_id")
    .notNull()
    .references(() => families.id, { onDelete: "cascade" });
const studentRef = () =>
  uuid("uid")
    .notNull()
    .references(() => accounts.uid, { onDelete: "cascade" });

/**
 * A student's place in a class (decision 0028), made when the order that bought it is paid: a class line, or each
 * class of a package line. A transfer ends it (transferredOut) and opens one in the new class that carries the
 * counts of transfers and reschedules used; a refund ends it (refunded). At most one active place per class.
 */
export const enrolments = pgTable(
  "enrolments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    familyId: familyRef(),
    uid: studentRef(),
    classId: text("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    /** The class's own SKU, whose seat this place is. */
    skuId: text("sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    /** The order line that bought it (for a transfer, the first purchase's). */
    orderId: orderRef(),
    lineNo: integer("line_no").notNull(),
    /** The purchased lessons: from this lesson number, this many (a class joined mid-way starts later). */
    firstLesson: integer("first_lesson").notNull(),
    lessonCount: integer("lesson_count").notNull(),
    /** Whether it occupies one of the SKU's taken seats (a package's classes are sold by the package's own store). */
    holdsSeat: boolean("holds_seat").notNull(),
    status: text("status").$type<EnrolmentStatus>().notNull(),
    transfersUsed: integer("transfers_used").notNull().default(0),
    reschedulesUsed: integer("reschedules_used").notNull().default(0),
    /** The place it was transferred from. */
    fromEnrolmentId: uuid("from_enrolment_id"),
    createdAt: createdAt(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [
    index("enrolments_family_idx").on(table.familyId, table.createdAt),
    index("enrolments_order_idx").on(table.orderId),
    uniqueIndex("enrolments_active_idx").on(table.uid, table.classId).where(sql`${table.status} = 'active'`),
    index("enrolments_class_idx").on(table.classId).where(sql`${table.status} = 'active'`),
    check("enrolments_counts_check", sql`${table.lessonCount} >= 0 and ${table.transfersUsed} >= 0 and ${table.reschedulesUsed} >= 0`),
  ],
);

/**
 * A family's application to move a student: a whole class (transfer) or one lesson into another class's lesson of
 * the same number (reschedule). Applications records list them; the rules decide them at once, except a transfer
 * whose difference is to be paid, pending until its order is paid or closed.
 */
export const changeApplications = pgTable(
  "change_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<ChangeKind>().notNull(),
    familyId: familyRef(),
    uid: studentRef(),
    enrolmentId: uuid("enrolment_id")
      .notNull()
      .references(() => enrolments.id, { onDelete: "cascade" }),
    fromClassId: text("from_class_id").notNull(),
    /** Reschedules: the lesson moved, and the other class's lesson it moves into. */
    fromLesson: integer("from_lesson"),
    toClassId: text("to_class_id").notNull(),
    toLesson: integer("to_lesson"),
    status: text("status").$type<ChangeStatus>().notNull(),
    /** The family's reason (SPEC §5: required for a class change). */
    reason: text("reason").notNull().default(""),
    /** A transfer's price difference for the lessons left, in minor units: paid through an order when positive. */
    difference: integer("difference").notNull().default(0),
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** Why it was rejected or cancelled, or staff's note. */
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    index("change_applications_family_idx").on(table.familyId, table.createdAt),
    uniqueIndex("change_applications_open_transfer_idx").on(table.enrolmentId).where(sql`${table.kind} = 'transfer' and ${table.status} = 'pending'`),
    uniqueIndex("change_applications_lesson_idx")
      .on(table.enrolmentId, table.fromLesson)
      .where(sql`${table.kind} = 'reschedule' and ${table.status} = 'passed'`),
    index("change_applications_order_idx").on(table.orderId),
  ],
);

/** The lessons of a recorded course: a video each, in the course's languages. */
export const recordedLessons = pgTable(
  "recorded_lessons",
  {
    skuId: text("sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    title: jsonb("title").$type<Partial<LocalizedText>>().notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    /** The video's address: an HLS playlist or a file, under the storefront's own /media. */
    videoUrl: text("video_url").notNull(),
  },
  (table) => [primaryKey({ columns: [table.skuId, table.number] })],
);

/** Where a student stopped in a recorded lesson, so that playback resumes there. */
export const recordedProgress = pgTable(
  "recorded_progress",
  {
    uid: studentRef(),
    skuId: text("sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    lessonNumber: integer("lesson_number").notNull(),
    positionSeconds: integer("position_seconds").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.uid, table.skuId, table.lessonNumber] }), check("recorded_progress_position_check", sql`${table.positionSeconds} >= 0`)],
);

/** A parent's feedback to a class's teachers about one student (SPEC §5), and staff's answer. */
export const lessonFeedback = pgTable(
  "lesson_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    familyId: familyRef(),
    uid: studentRef(),
    classId: text("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    problemType: integer("problem_type").notNull(),
    description: text("description").notNull(),
    /** The resized image under DATA_DIR, when one was sent. */
    imagePath: text("image_path"),
    createdAt: createdAt(),
    /** Staff's reply is due within 2 working days of createdAt (SPEC §9). */
    replyDueAt: timestamp("reply_due_at", { withTimezone: true }).notNull(),
    answer: text("answer"),
    answeredBy: text("answered_by"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (table) => [index("lesson_feedback_family_idx").on(table.familyId, table.createdAt), index("lesson_feedback_open_idx").on(table.replyDueAt).where(sql`${table.answeredAt} is null`)],
);

/** A family's private calendar feed: its secret address is kept only as a hash, and renewing it replaces it. */
export const calendarFeeds = pgTable("calendar_feeds", {
  familyId: uuid("family_id")
    .primaryKey()
    .references(() => families.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
});

/** A reminder sent before a live lesson: one per student and lesson, so a sweep run twice sends it once. */
export const lessonReminders = pgTable(
  "lesson_reminders",
  {
    uid: studentRef(),
    classId: text("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    lessonNumber: integer("lesson_number").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.uid, table.classId, table.lessonNumber] })],
);

/**
 * A student's practice subscription to a plan (a SKU of kind subscription), bought for a period (SPEC §4 period
 * codes: 3 month, 4 year) and renewed period after period by a bill each (decision 0031). Its purchase order's
 * auto-pay mandate keeps the card later bills are deducted from. At most one running subscription per student and plan.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    familyId: familyRef(),
    uid: studentRef(),
    locale: text("locale").$type<Site["locale"]>().notNull(),
    planSkuId: text("plan_sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    /** The order that bought it (bill 1); its mandate is the card for automatic deductions. */
    orderId: orderRef(),
    periodType: integer("period_type").$type<SubscriptionPeriodType>().notNull(),
    /** What one period costs before tax, in minor units, as bought: every bill charges it (with the site's tax). */
    periodPrice: integer("period_price").notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<SubscriptionState>().notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    /** The end of the last period paid for: practice is open until then. */
    paidUntil: timestamp("paid_until", { withTimezone: true }).notNull(),
    /** The parent asked to cancel (through the learning centre, SPEC §4): no bill after paidUntil. */
    cancelReason: integer("cancel_reason"),
    cancelNote: text("cancel_note"),
    cancelRequestedAt: timestamp("cancel_requested_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endReason: text("end_reason").$type<SubscriptionEndReason>(),
    createdAt: createdAt(),
  },
  (table) => [
    index("subscriptions_family_idx").on(table.familyId, table.createdAt),
    index("subscriptions_running_idx").on(table.paidUntil).where(sql`${table.status} = 'running'`),
    uniqueIndex("subscriptions_one_running_idx").on(table.uid, table.planSkuId).where(sql`${table.status} = 'running'`),
    check("subscriptions_price_check", sql`${table.periodPrice} >= 0`),
  ],
);

/**
 * One period of a subscription to pay (SPEC §4 list status 1 to be paid, 2 paid, 3 payment failed): due when the
 * period before it ends, payable by hand for 48 hours, then deducted (SPEC §9). One unpaid order pays it at a time.
 */
export const subscriptionBills = pgTable(
  "subscription_bills",
  {
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    billNo: integer("bill_no").notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    /** What paying it charges, tax included, in minor units. */
    amount: integer("amount").notNull(),
    status: text("status").$type<SubscriptionBillState>().notNull(),
    /** The unpaid order paying it now, by hand or by a deduction: one at a time, claimed by a conditional update. */
    payingOrderId: text("paying_order_id").references(() => orders.id, { onDelete: "set null" }),
    /** The order that paid it, and how. */
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    method: text("method").$type<SubscriptionPayMethod>(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Why a deduction failed, in the gateway's words or ours. */
    description: text("description").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.subscriptionId, table.billNo] }),
    index("subscription_bills_open_idx").on(table.periodStart).where(sql`${table.status} in ('due', 'failed')`),
    check("subscription_bills_amount_check", sql`${table.amount} >= 0`),
  ],
);

/**
 * How many free assessments are booked at one time and place (decision 0032): a row appears with the first booking
 * of a slot, and `booked` moves by conditional updates under its CHECK, so a slot is never booked past its capacity.
 * The times themselves are the schedule's (rules/placement/assessment-slots.ts), not rows.
 */
export const assessmentSlots = pgTable(
  "assessment_slots",
  {
    locale: text("locale")
      .$type<Site["locale"]>()
      .notNull()
      .references(() => sites.locale, { onDelete: "cascade" }),
    method: text("method").$type<BookedAssessmentMethod>().notNull(),
    /** The learning centre of a visit; the site's online teaching point for a video call. */
    teachingPointId: integer("teaching_point_id")
      .notNull()
      .references(() => teachingPoints.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    capacity: integer("capacity").notNull(),
    booked: integer("booked").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.locale, table.method, table.teachingPointId, table.startsAt] }),
    check("assessment_slots_booked_check", sql`${table.booked} >= 0 and ${table.booked} <= ${table.capacity}`),
  ],
);

/** A family's booking of a free assessment for one of its students (SPEC §2 triage desk, /appointmentDiagnosis). */
export const assessmentBookings = pgTable(
  "assessment_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    familyId: familyRef(),
    uid: studentRef(),
    locale: text("locale").$type<Site["locale"]>().notNull(),
    method: text("method").$type<BookedAssessmentMethod>().notNull(),
    teachingPointId: integer("teaching_point_id").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** Who to reach about it, as the parent entered them. */
    contactName: text("contact_name").notNull(),
    contactPhone: text("contact_phone").notNull().default(""),
    contactEmail: text("contact_email").notNull().default(""),
    note: text("note").notNull().default(""),
    status: text("status").$type<AssessmentBookingState>().notNull(),
    createdAt: createdAt(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (table) => [
    index("assessment_bookings_family_idx").on(table.familyId, table.startsAt),
    index("assessment_bookings_site_idx").on(table.locale, table.startsAt).where(sql`${table.status} = 'booked'`),
  ],
);

/** The school's own level test of a subject for a band of grades (decision 0035), loaded from fixtures. */
export const levelTests = pgTable("level_tests", {
  id: text("id").primaryKey(),
  subjectId: integer("subject_id")
    .notNull()
    .references(() => subjects.id),
  names: jsonb("names").$type<LocalizedText>().notNull(),
  instructions: jsonb("instructions").$type<LocalizedText>().notNull(),
  minutes: integer("minutes").notNull(),
  gradeIds: jsonb("grade_ids").$type<number[]>().notNull(),
  questions: jsonb("questions").$type<LevelTestQuestion[]>().notNull(),
  levels: jsonb("levels").$type<LevelTestLevel[]>().notNull(),
});

/**
 * A child taking a level test: the answers are kept as they are given (a reloaded page carries on), until it is
 * handed in or its time is up. One attempt at a time per child and test.
 */
export const levelTestAttempts = pgTable(
  "level_test_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    familyId: familyRef(),
    uid: studentRef(),
    testId: text("test_id")
      .notNull()
      .references(() => levelTests.id),
    locale: text("locale").$type<Site["locale"]>().notNull(),
    gradeId: integer("grade_id").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    answers: jsonb("answers").$type<(number | null)[]>().notNull(),
    handedInAt: timestamp("handed_in_at", { withTimezone: true }),
  },
  (table) => [
    index("level_test_attempts_student_idx").on(table.uid, table.testId),
    uniqueIndex("level_test_attempts_open_idx").on(table.uid, table.testId).where(sql`${table.handedInAt} is null`),
  ],
);

/**
 * An evaluation code a teacher hands out after assessing a child elsewhere (SPEC §2 qualification code, §8 7003-7005):
 * redeemed once, by one student, it places them at its level. Codes of one campaign are one per student.
 */
export const evaluationCodes = pgTable("evaluation_codes", {
  code: text("code").primaryKey(),
  locale: text("locale")
    .$type<Site["locale"]>()
    .notNull()
    .references(() => sites.locale, { onDelete: "cascade" }),
  campaign: text("campaign").notNull(),
  subjectId: integer("subject_id")
    .notNull()
    .references(() => subjects.id),
  levelDegreeId: integer("level_degree_id")
    .notNull()
    .references(() => levelDegrees.id),
  gradeIds: jsonb("grade_ids").$type<number[]>().notNull(),
  newStudentsOnly: boolean("new_students_only").notNull().default(false),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  redeemedBy: uuid("redeemed_by").references(() => accounts.uid, { onDelete: "set null" }),
  redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
});

/**
 * A child's level in a subject as the school knows it (the report of SPEC §2 /report/contentPage): from a level test
 * handed in or a code redeemed. The latest per subject is the one that counts.
 */
export const evaluations = pgTable(
  "evaluations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    familyId: familyRef(),
    uid: studentRef(),
    locale: text("locale").$type<Site["locale"]>().notNull(),
    subjectId: integer("subject_id").notNull(),
    gradeId: integer("grade_id").notNull(),
    levelDegreeId: integer("level_degree_id")
      .notNull()
      .references(() => levelDegrees.id),
    source: text("source").$type<EvaluationSource>().notNull(),
    attemptId: uuid("attempt_id")
      .unique()
      .references(() => levelTestAttempts.id),
    code: text("code")
      .unique()
      .references(() => evaluationCodes.code),
    /** The test's points by topic (for the report); empty for a code. */
    topics: jsonb("topics").$type<{ topic: LocalizedText; score: number; maxScore: number }[]>().notNull().default([]),
    score: integer("score").notNull().default(0),
    maxScore: integer("max_score").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index("evaluations_student_idx").on(table.uid, table.subjectId, table.createdAt)],
);

/**
 * A WeCom (enterprise WeChat) contact who opened the evaluation from a consultant's link (SPEC §2 /evaluation
 * external_user_id, source_id, corp_id), and the student it was bound to once the family signed in (bindWx).
 */
export const wecomContacts = pgTable(
  "wecom_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    locale: text("locale").$type<Site["locale"]>().notNull(),
    externalUserId: text("external_user_id").notNull(),
    corpId: text("corp_id").notNull().default(""),
    sourceId: text("source_id").notNull().default(""),
    createdAt: createdAt(),
    uid: uuid("uid").references(() => accounts.uid, { onDelete: "set null" }),
    fromType: integer("from_type"),
    boundAt: timestamp("bound_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("wecom_contacts_link_idx").on(table.locale, table.externalUserId, table.corpId, table.sourceId)],
);

/**
 * A group-buy offer on a class (decision 0036): families buy it together at `price` once `groupSize` of them have paid.
 * Groups are launched while it runs (startsAt to endsAt) and each has `fillHours` from its leader's payment to fill.
 */
export const groupBuyActivities = pgTable("group_buy_activities", {
  id: integer("id").primaryKey(),
  locale: text("locale")
    .$type<Site["locale"]>()
    .notNull()
    .references(() => sites.locale, { onDelete: "cascade" }),
  skuId: text("sku_id")
    .notNull()
    .references(() => skus.id, { onDelete: "cascade" }),
  activityType: integer("activity_type").notNull(),
  groupSize: integer("group_size").notNull(),
  price: integer("price").notNull(),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  fillHours: integer("fill_hours").notNull(),
  launchers: text("launchers").$type<GroupLaunchers>().notNull(),
});

/** A group of an activity: its places are counted on the row (`taken` held or paid), so the last one goes to one family. */
export const buyGroups = pgTable(
  "buy_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => groupBuyActivities.id, { onDelete: "cascade" }),
    leaderFamilyId: familyRef(),
    state: text("state").$type<GroupState>().notNull(),
    seats: integer("seats").notNull(),
    taken: integer("taken").notNull(),
    paid: integer("paid").notNull().default(0),
    /** Set when the leader has paid: the group fails if it is not full by then. */
    deadline: timestamp("deadline", { withTimezone: true }),
    createdAt: createdAt(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (table) => [
    index("buy_groups_open_idx").on(table.deadline).where(sql`${table.state} = 'open'`),
    check("buy_groups_places_check", sql`${table.taken} >= 0 and ${table.paid} >= 0 and ${table.paid} <= ${table.taken} and ${table.taken} <= ${table.seats}`),
  ],
);

/** A family's place in a group, held by its order. A family takes part in an activity once at a time. */
export const buyGroupMembers = pgTable(
  "buy_group_members",
  {
    groupId: uuid("group_id")
      .notNull()
      .references(() => buyGroups.id, { onDelete: "cascade" }),
    activityId: integer("activity_id").notNull(),
    familyId: familyRef(),
    uid: studentRef(),
    orderId: text("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    role: text("role").$type<GroupRole>().notNull(),
    state: text("state").$type<GroupPlaceState>().notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("buy_group_members_group_idx").on(table.groupId),
    uniqueIndex("buy_group_members_once_idx").on(table.activityId, table.familyId).where(sql`${table.state} in ('holding', 'paid')`),
  ],
);

/**
 * An exam families register a child for (SPEC §1 exam registration with admit card and score query; decision 0037):
 * when and where it is sat, the grades it is for, its fee, and its seats counted on the row under a CHECK.
 */
export const exams = pgTable(
  "exams",
  {
    id: text("id").primaryKey(),
    locale: text("locale")
      .$type<Site["locale"]>()
      .notNull()
      .references(() => sites.locale, { onDelete: "cascade" }),
    names: jsonb("names").$type<LocalizedText>().notNull(),
    place: jsonb("place").$type<LocalizedText>().notNull(),
    online: boolean("online").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    registrationEndsAt: timestamp("registration_ends_at", { withTimezone: true }).notNull(),
    gradeIds: jsonb("grade_ids").$type<number[]>().notNull(),
    /** The fee in minor units of the site's currency, paid at the exam (the admit card shows it); 0 for a free exam. */
    price: integer("price").notNull(),
    seats: integer("seats").notNull(),
    registered: integer("registered").notNull().default(0),
    /** The start of every candidate number of the exam. */
    candidatePrefix: text("candidate_prefix").notNull(),
  },
  (table) => [check("exams_seats_check", sql`${table.registered} >= 0 and ${table.registered} <= ${table.seats}`)],
);

/** A child registered for an exam: the admit card. A child registers once for an exam. */
export const examRegistrations = pgTable(
  "exam_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    examId: text("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    familyId: familyRef(),
    uid: studentRef(),
    candidateNumber: text("candidate_number").notNull().unique(),
    /** The name and grade printed on the admit card, as they were when registering. */
    candidateName: text("candidate_name").notNull(),
    gradeId: integer("grade_id").notNull(),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex("exam_registrations_once_idx").on(table.examId, table.uid), index("exam_registrations_family_idx").on(table.familyId)],
);

/** A candidate's result, recorded by the school after the exam (npm run exams:scores); the score query reads it. */
export const examScores = pgTable("exam_scores", {
  candidateNumber: text("candidate_number").primaryKey(),
  examId: text("exam_id")
    .notNull()
    .references(() => exams.id, { onDelete: "cascade" }),
  score: integer("score").notNull(),
  maxScore: integer("max_score").notNull(),
  award: jsonb("award").$type<LocalizedText>(),
  recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
});
