import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env.js";

const stripe = { STRIPE_SECRET_KEY: "sk_live_0123456789", STRIPE_WEBHOOK_SECRET: "whsec_0123456789" };

describe("loadEnv", () => {
  it("gives local defaults for a bare development start", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ APP_ENV: "development", PORT: 3000, DATA_DIR: "./data", TRUST_PROXY: 0 });
    expect(env.API_SIGNING_KEY.length).toBeGreaterThanOrEqual(16);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("stops a production start without its keys and secrets, naming each", () => {
    const secret = "a-preview-secret-of-this-deployment-0123";
    expect(() => loadEnv({ APP_ENV: "production" })).toThrow(EnvError);
    expect(() => loadEnv({ APP_ENV: "production", PREVIEW_SIGN_SECRET: secret })).toThrow(/API_SIGNING_KEY/);
    expect(() => loadEnv({ APP_ENV: "production", API_SIGNING_KEY: "a-key-of-this-deployment" })).toThrow(
      /PREVIEW_SIGN_SECRET/,
    );
    const keys = { APP_ENV: "production", API_SIGNING_KEY: "a-key-of-this-deployment", PREVIEW_SIGN_SECRET: secret, ...stripe };
    expect(() => loadEnv(keys)).toThrow(/OTP_SECRET/);
    const env = loadEnv({ ...keys, OTP_SECRET: `otp-${secret}` });
    expect(env).toMatchObject({ API_SIGNING_KEY: "a-key-of-this-deployment", PREVIEW_SIGN_SECRET: secret, OTP_SECRET: `otp-${secret}` });
  });

  it("stops a production start that uses a development default, naming each", () => {
    const development = loadEnv({});
    const own = {
      ...stripe,
      API_SIGNING_KEY: "a-key-of-this-deployment",
      PREVIEW_SIGN_SECRET: "a-preview-secret-of-this-deployment-0123",
      OTP_SECRET: "an-otp-secret-of-this-deployment-0123456",
    };
    for (const name of ["API_SIGNING_KEY", "PREVIEW_SIGN_SECRET", "OTP_SECRET"] as const) {
      const settings = { APP_ENV: "production", ...own, [name]: development[name] };
      expect(() => loadEnv(settings)).toThrow(new RegExp(`Development default not allowed in production.*${name}`));
      expect(() => loadEnv({ ...settings, APP_ENV: "test" })).not.toThrow();
    }
    const { API_SIGNING_KEY, OTP_SECRET } = development;
    expect(() => loadEnv({ APP_ENV: "production", API_SIGNING_KEY, OTP_SECRET, PREVIEW_SIGN_SECRET: own.PREVIEW_SIGN_SECRET })).toThrow(
      /API_SIGNING_KEY, OTP_SECRET/,
    );
  });

  it("takes payments in production through Stripe, or on the test gateway only when allowed and with a secret of its own", () => {
    const own = { APP_ENV: "production", API_SIGNING_KEY: "a-key-of-this-deployment", PREVIEW_SIGN_SECRET: "a-preview-secret-of-this-deployment-0123", OTP_SECRET: "an-otp-secret-of-this-deployment-0123456" };
    expect(() => loadEnv(own)).toThrow(/Production takes payments through Stripe/);
    expect(loadEnv({ ...own, ...stripe }).STRIPE_SECRET_KEY).toBe(stripe.STRIPE_SECRET_KEY);
    expect(() => loadEnv({ ...own, ALLOW_TEST_PAYMENTS: "true" })).toThrow(/Development default not allowed in production.*TEST_GATEWAY_SECRET/);
    expect(loadEnv({ ...own, ALLOW_TEST_PAYMENTS: "true", TEST_GATEWAY_SECRET: "a-test-gateway-secret-of-this-staging-0123" }).ALLOW_TEST_PAYMENTS).toBe(true);
    expect(loadEnv({}).ALLOW_TEST_PAYMENTS).toBe(false);
  });

  it("takes TRUST_PROXY as the number of proxies in front of the server, and refuses true", () => {
    expect(loadEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(() => loadEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: the number of reverse proxies in front of the server/);
  });

  it("takes jemalloc (the default), the system's malloc or a jemalloc library as MEMORY_ALLOCATOR", () => {
    expect(loadEnv({}).MEMORY_ALLOCATOR).toBe("jemalloc");
    expect(loadEnv({ MEMORY_ALLOCATOR: "system" }).MEMORY_ALLOCATOR).toBe("system");
    expect(loadEnv({ MEMORY_ALLOCATOR: "/opt/jemalloc/lib/libjemalloc.so.2" }).MEMORY_ALLOCATOR).toBe("/opt/jemalloc/lib/libjemalloc.so.2");
    expect(() => loadEnv({ MEMORY_ALLOCATOR: "tcmalloc" })).toThrow(/MEMORY_ALLOCATOR: jemalloc, system, or the absolute path of a libjemalloc.so/);
    expect(() => loadEnv({ MEMORY_ALLOCATOR: "libjemalloc.so.2" })).toThrow(/MEMORY_ALLOCATOR/);
  });

  it("keeps 10 connections to PostgreSQL a process unless DATABASE_POOL_SIZE says otherwise (2 to 100)", () => {
    expect(loadEnv({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadEnv({ DATABASE_POOL_SIZE: "5" }).DATABASE_POOL_SIZE).toBe(5);
    expect(() => loadEnv({ DATABASE_POOL_SIZE: "1" })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadEnv({ DATABASE_POOL_SIZE: "1000" })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("names a malformed setting", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://localhost/db" })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY/);
  });

  it("takes S3 media storage settings together, and refuses a part of them naming what is missing", () => {
    const s3 = { MEDIA_S3_BUCKET: "school-media", MEDIA_S3_REGION: "eu-west-2", MEDIA_S3_ACCESS_KEY_ID: "AKIAEXAMPLE", MEDIA_S3_SECRET_ACCESS_KEY: "secret" };
    expect(loadEnv(s3)).toMatchObject(s3);
    expect(loadEnv({ ...s3, MEDIA_S3_PREFIX: "site/media/" }).MEDIA_S3_PREFIX).toBe("site/media");
    expect(() => loadEnv({ MEDIA_S3_BUCKET: "school-media" })).toThrow(/S3 media storage needs .*: MEDIA_S3_REGION, MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY missing/);
    expect(() => loadEnv({ ...s3, MEDIA_S3_SECRET_ACCESS_KEY: "" })).toThrow(/: MEDIA_S3_SECRET_ACCESS_KEY missing/);
    expect(() => loadEnv({ MEDIA_S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/MEDIA_S3_BUCKET, MEDIA_S3_REGION/);
    expect(() => loadEnv({ ...s3, MEDIA_S3_ENDPOINT: "minio:9000" })).toThrow(/MEDIA_S3_ENDPOINT/);
    expect(() => loadEnv({ ...s3, MEDIA_S3_BUCKET: "School_Media" })).toThrow(/MEDIA_S3_BUCKET: an S3 bucket name/);
    expect(() => loadEnv({ ...s3, MEDIA_S3_PREFIX: "/media" })).toThrow(/MEDIA_S3_PREFIX: a folder in the bucket/);
    expect(loadEnv({}).MEDIA_S3_BUCKET).toBeUndefined();
  });

  it("takes an external exam service with its secret, or neither", () => {
    const exam = { EXAM_SERVICE_URL: "https://exams.example.com/start", EXAM_SERVICE_SECRET: "x".repeat(32) };
    expect(loadEnv(exam)).toMatchObject(exam);
    expect(() => loadEnv({ EXAM_SERVICE_URL: exam.EXAM_SERVICE_URL })).toThrow(/EXAM_SERVICE_URL and EXAM_SERVICE_SECRET/);
    expect(() => loadEnv({ ...exam, EXAM_SERVICE_SECRET: "short" })).toThrow(/EXAM_SERVICE_SECRET/);
    expect(loadEnv({}).LEVEL_TEST_ATTEMPTS).toBe(3);
    expect(() => loadEnv({ LEVEL_TEST_ATTEMPTS: "0" })).toThrow(/LEVEL_TEST_ATTEMPTS/);
  });

  it("treats an empty variable as unset", () => {
    expect(loadEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});
