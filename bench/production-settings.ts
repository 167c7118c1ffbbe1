/** The settings a production start requires (development secrets are refused there), for the benchmarks' servers. */
export const BENCH_PRODUCTION_SETTINGS = {
  APP_ENV: "production",
  API_SIGNING_KEY: "benchmark-signing-key",
  PREVIEW_SIGN_SECRET: "benchmark-preview-secret-0123456789abcdef",
  OTP_SECRET: "benchmark-otp-secret-0123456789abcdef",
  ALLOW_TEST_PAYMENTS: "true",
  TEST_GATEWAY_SECRET: "benchmark-test-gateway-secret-0123456789",
} as const;
