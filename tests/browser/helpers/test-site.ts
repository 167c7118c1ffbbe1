import { test } from "@playwright/test";
import { startTestService, type TestService } from "../../helpers/test-service.js";
import { startTestSite } from "../../helpers/test-site.js";

export interface TestSite {
  /** The service, for reading and changing the store behind the pages. */
  readonly running: TestService;
  readonly port: number;
  /** `http://${host}:${port}${path}`: regional hosts are `<locale>.localhost`. */
  url(host: string, path: string): string;
}

/**
 * A test service on a fresh store with the production build in front of it, started before the tests
 * of the file (or describe block) that calls this and closed after them; `settings` as environment variables.
 */
export function siteUnderTest(settings: Record<string, string> = {}): TestSite {
  let running: TestService | undefined;
  let site: Awaited<ReturnType<typeof startTestSite>> | undefined;
  test.beforeAll(async () => {
    running = await startTestService(settings);
    site = await startTestSite(running);
  });
  test.afterAll(async () => {
    await site?.close();
    await running?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the test site starts in beforeAll");
    return value;
  };
  return {
    get running() {
      return started(running);
    },
    get port() {
      return started(site).port;
    },
    url: (host, path) => `http://${host}:${started(site).port}${path}`,
  };
}
