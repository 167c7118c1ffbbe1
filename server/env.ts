import { z } from "zod";
import { REMINDER_LEAD_MINUTES } from "../rules/learning/lesson-reminders.js";

/** What development and tests use when a key or secret is unset; production refuses these values. */
const developmentDefaults = {
  API_SIGNING_KEY: "development-signing-key-not-for-production",
  PREVIEW_SIGN_SECRET: "development-preview-secret-not-for-production",
  OTP_SECRET: "development-otp-secret-not-for-production",
};

const TEST_GATEWAY_DEVELOPMENT_SECRET = "development-test-gateway-secret-not-for-production";

/** How many reverse proxies stand in front of the server; `true` (trust every hop) would take an address the client wrote. */
const proxyHops = z
  .string()
  .regex(/^(\d{1,2}|false)$/, "the number of reverse proxies in front of the server (0 or false for none), not true")
  .transform((value) => (value === "false" ? 0 : Number(value)));

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

/**
 * Every setting the server reads, validated once at start. README.md has the same table for operators.
 * Settings marked required in production stop a production start when missing, naming the variable.
 */
const envSchema = z.object({
  APP_ENV: z.enum(["development", "test", "production"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Connections to PostgreSQL each server process keeps at most; at least 2: a start holds one for its lock while it migrates on another. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
  API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Server processes `npm start` runs on PostgreSQL (default: server/http/processes.ts); the embedded store has one. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /**
   * The production server's malloc: jemalloc when the machine has it (it gives the native memory of a burst back,
   * decision 0040), the system's, or jemalloc from this library.
   */
  MEMORY_ALLOCATOR: z
    .union([z.enum(["jemalloc", "system"]), z.string().regex(/^\/\S*libjemalloc[^/\s]*\.so[.\d]*$/, "jemalloc, system, or the absolute path of a libjemalloc.so")])
    .default("jemalloc"),
  /** Shipped to browsers to sign the anti-automation header; public by design, but each deployment sets its own. */
  API_SIGNING_KEY: z.string().min(16).optional(),
  /** Signs editors' preview links; a real secret, never sent to browsers. */
  PREVIEW_SIGN_SECRET: z.string().min(32).optional(),
  /** Keys the hashes of one-time codes, so a copy of the database cannot be searched for them; a real secret. */
  OTP_SECRET: z.string().min(32).optional(),
  /** Sends one-time codes by e-mail (smtp:// or smtps://); without it they stay in the outbox (/dev/outbox). */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default("Think Academy <no-reply@localhost>"),
  /** The audiences third-party ID tokens must be issued for; a provider without one is refused. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  FACEBOOK_APP_ID: z.string().optional(),
  /**
   * An exam service of the school's own that takes level tests instead of the built-in one (decision 0035): the
   * evaluation start hands out its address and a short-lived utoken signed with EXAM_SERVICE_SECRET.
   */
  EXAM_SERVICE_URL: z.url({ protocol: /^https?$/ }).optional(),
  EXAM_SERVICE_SECRET: z.string().min(32).optional(),
  /** How many times a child may take one level test (SPEC §5: admission attempts are limited; the count is not shown). */
  LEVEL_TEST_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(3),
  /** Signs the built-in test gateway's webhooks (decision 0016). */
  TEST_GATEWAY_SECRET: z.string().min(32).default(TEST_GATEWAY_DEVELOPMENT_SECRET),
  /** Production takes payments through Stripe; "true" lets a staging deployment pay on the test gateway instead. */
  ALLOW_TEST_PAYMENTS: z.enum(["true", "false"]).default("false").transform((value) => value === "true"),
  /** With STRIPE_WEBHOOK_SECRET, new payments go through Stripe Checkout instead of the test gateway (decision 0016). */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\S+$/, "a Stripe secret key (sk_live_…, sk_test_…, or a restricted rk_…)").optional(),
  /** Verifies Stripe's webhook deliveries to POST /webhooks/payments/stripe: the endpoint's signing secret. */
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\S+$/, "the signing secret of the Stripe webhook endpoint (whsec_…)").optional(),
  /** How long an unpaid order holds its seats, overriding every site's paymentWindowMinutes (demos and tests). */
  ORDER_PAYMENT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** How long before a live lesson the family's reminder goes (issue 17). */
  LESSON_REMINDER_MINUTES: z.coerce.number().int().min(REMINDER_LEAD_MINUTES.min).max(REMINDER_LEAD_MINUTES.max).default(REMINDER_LEAD_MINUTES.default),
  /** The client address is the X-Forwarded-For entry the outermost of these proxies saw (Express's hop count). */
  TRUST_PROXY: proxyHops.default(0),
  /** Serve anonymous page views from the cache of rendered HTML (production builds only). */
  HTML_CACHE: booleanFlag.default(true),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** With the region and keys, the media library's files go to this S3 bucket instead of DATA_DIR/media (decision 0018). */
  MEDIA_S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "an S3 bucket name (3 to 63 lowercase letters, digits, dots and hyphens)").optional(),
  MEDIA_S3_REGION: z.string().min(1).optional(),
  /** Another S3-compatible service (MinIO, Cloudflare R2, …), addressed path-style; unset, AWS S3 itself. */
  MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** A folder in the bucket for the files (`media` puts them at `media/{file}`); unset, the bucket's top level. */
  MEDIA_S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9!_.*'()-]+(\/[A-Za-z0-9!_.*'()-]+)*\/?$/, "a folder in the bucket, such as media or site/media (no leading slash)")
    .transform((prefix) => prefix.replace(/\/$/, ""))
    .optional(),
});

type RequiredInProduction = keyof typeof developmentDefaults;
const requiredInProduction = Object.keys(developmentDefaults) as RequiredInProduction[];

export type Env = Omit<z.output<typeof envSchema>, RequiredInProduction> & Record<RequiredInProduction, string>;

export class EnvError extends Error {
  override name = "EnvError";
}

const MEDIA_S3_REQUIRED = ["MEDIA_S3_BUCKET", "MEDIA_S3_REGION", "MEDIA_S3_ACCESS_KEY_ID", "MEDIA_S3_SECRET_ACCESS_KEY"] as const;

/** The settings S3 media storage still needs once any MEDIA_S3_ setting is given (none when it is not configured at all). */
function missingMediaS3Settings(env: z.output<typeof envSchema>): string[] {
  const given = Object.entries(env).some(([name, value]) => name.startsWith("MEDIA_S3_") && value !== undefined);
  return given ? MEDIA_S3_REQUIRED.filter((name) => !env[name]) : [];
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment: ${problems.join("; ")}`);
  }
  const env = result.data;
  if (!env.STRIPE_SECRET_KEY !== !env.STRIPE_WEBHOOK_SECRET) {
    const missing = env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
    throw new EnvError(`Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or neither, for the test gateway): ${missing} is missing`);
  }
  const missingForS3 = missingMediaS3Settings(env);
  if (missingForS3.length > 0) {
    throw new EnvError(`S3 media storage needs MEDIA_S3_BUCKET, MEDIA_S3_REGION, MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY (or none of the MEDIA_S3_ settings, for DATA_DIR/media): ${missingForS3.join(", ")} missing`);
  }
  if (!env.EXAM_SERVICE_URL !== !env.EXAM_SERVICE_SECRET) {
    throw new EnvError("An external exam service needs both EXAM_SERVICE_URL and EXAM_SERVICE_SECRET (or neither, for the built-in level tests)");
  }
  if (env.APP_ENV === "production") {
    const missing = requiredInProduction.filter((name) => !env[name]);
    if (missing.length > 0) throw new EnvError(`Missing required setting in production: ${missing.join(", ")}`);
    // Those values are in this public source: a deployment using one has no secret at all.
    const published = requiredInProduction.filter((name) => env[name] === developmentDefaults[name]);
    if (published.length > 0) {
      throw new EnvError(`Development default not allowed in production (set a value of this deployment): ${published.join(", ")}`);
    }
    // The test gateway's page pays for an order without money: a production store offers it only when told to.
    if (!env.STRIPE_SECRET_KEY && !env.ALLOW_TEST_PAYMENTS) {
      throw new EnvError("Production takes payments through Stripe: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or ALLOW_TEST_PAYMENTS=true on a staging deployment whose payments are not real)");
    }
    if (!env.STRIPE_SECRET_KEY && env.TEST_GATEWAY_SECRET === TEST_GATEWAY_DEVELOPMENT_SECRET) {
      throw new EnvError("Development default not allowed in production (set a value of this deployment): TEST_GATEWAY_SECRET");
    }
  }
  return {
    ...env,
    API_SIGNING_KEY: env.API_SIGNING_KEY ?? developmentDefaults.API_SIGNING_KEY,
    PREVIEW_SIGN_SECRET: env.PREVIEW_SIGN_SECRET ?? developmentDefaults.PREVIEW_SIGN_SECRET,
    OTP_SECRET: env.OTP_SECRET ?? developmentDefaults.OTP_SECRET,
  };
}
