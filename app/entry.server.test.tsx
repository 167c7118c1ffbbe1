import { describe, expect, it } from "vitest";
import { logLinesOf } from "../tests/helpers/log-lines.js";
import { handleError } from "./entry.server.js";

// The log itself takes personal data out of every line in production (server/log.test.ts).
describe("handleError", () => {
  it("logs a failed page request as a JSON line by its path, never its query", async () => {
    const request = new Request("http://uk.localhost/account/settings?contact=%2B447700900123&code=482913");
    const output = await logLinesOf(() => handleError(new Error("loader failed"), { request, params: {}, context: {} as never }));
    expect(output).not.toMatch(/447700900123|482913/);
    expect(JSON.parse(output)).toMatchObject({ level: "error", message: "page request failed", path: "/account/settings" });
    expect(JSON.parse(output).error).toMatch(/^Error: loader failed/);
  });

  it("logs nothing for a request the visitor gave up", async () => {
    const controller = new AbortController();
    controller.abort();
    const request = new Request("http://uk.localhost/faq", { signal: controller.signal });
    expect(await logLinesOf(() => handleError(new Error("aborted"), { request, params: {}, context: {} as never }))).toBe("");
  });
});
