import { z } from "zod";

const DEVELOPMENT_SIGNING_KEY = "development-signing-key-not-for-production";
const DEVELOPMENT_PREVIEW_SECRET = "development-preview-secret-not-for-production";
const DEVELOPMENT_OTP_SECRET = "development-otp-secret-not-for-production";

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
  API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Server processes `npm start` runs on PostgreSQL (default: one per core); the embedded store has one. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
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
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  TRUST_PROXY: booleanFlag.default(false),
  /** Serve anonymous page views from the cache of rendered HTML (production builds only). */
  HTML_CACHE: booleanFlag.default(true),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

const requiredInProduction = ["API_SIGNING_KEY", "PREVIEW_SIGN_SECRET", "OTP_SECRET"] as const;

export type Env = Omit<z.output<typeof envSchema>, (typeof requiredInProduction)[number]> & {
  [K in (typeof requiredInProduction)[number]]: string;
};

export class EnvError extends Error {
  override name = "EnvError";
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment: ${problems.join("; ")}`);
  }
  const env = result.data;
  if (env.APP_ENV === "production") {
    const missing = requiredInProduction.filter((name) => !env[name]);
    if (missing.length > 0) throw new EnvError(`Missing required setting in production: ${missing.join(", ")}`);
  }
  return {
    ...env,
    API_SIGNING_KEY: env.API_SIGNING_KEY ?? DEVELOPMENT_SIGNING_KEY,
    PREVIEW_SIGN_SECRET: env.PREVIEW_SIGN_SECRET ?? DEVELOPMENT_PREVIEW_SECRET,
    OTP_SECRET: env.OTP_SECRET ?? DEVELOPMENT_OTP_SECRET,
  };
}
