import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectPath } from "../../server/paths.js";
import { startTestService, type TestService } from "../helpers/test-service.js";
import { startTestSite } from "../helpers/test-site.js";

let running: TestService;
let site: Awaited<ReturnType<typeof startTestSite>>;

beforeAll(async () => {
  running = await startTestService();
  site = await startTestSite(running);
});
afterAll(async () => {
  await site?.close();
  await running?.close();
});

const clientFile = (path: string, extension = "") => readFileSync(projectPath(`build/client${path}${extension}`));
const largest = (folder: string, extension: string) => {
  const [name] = readdirSync(projectPath(`build/client${folder}`))
    .filter((file) => file.endsWith(extension))
    .sort((a, b) => clientFile(`${folder}/${b}`).length - clientFile(`${folder}/${a}`).length);
  return `${folder}/${name}`;
};
const largestScript = () => largest("/assets", ".js");
const largestPublicImage = () => largest("/images", ".svg");

describe("the client build's files", () => {
  it("are sent as the build compressed them, brotli first, else gzip, else as they are", async () => {
    for (const [path, contentType, cacheControl] of [
      [largestScript(), /^(text|application)\/javascript; charset=utf-8$/i, "public, max-age=31536000, immutable"],
      [largestPublicImage(), /^image\/svg\+xml$/, "public, max-age=3600"],
    ] as const) {
      const brotli = await site.raw("us.localhost", path, { "Accept-Encoding": "gzip, deflate, br, zstd" });
      const gzip = await site.raw("us.localhost", path, { "Accept-Encoding": "gzip" });
      const plain = await site.raw("us.localhost", path, {});
      for (const answer of [brotli, gzip, plain]) {
        expect([answer.status, answer.headers["cache-control"]], path).toEqual([200, cacheControl]);
        expect(answer.headers["content-type"], path).toMatch(contentType);
      }
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotli.body.equals(clientFile(path, ".br")), path).toBe(true);
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gzip.body.equals(clientFile(path, ".gz")), path).toBe(true);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.equals(clientFile(path)), path).toBe(true);
      expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    }
  });

  it("are a 304 when the browser holds the same version", async () => {
    const path = largestScript();
    const first = await site.raw("us.localhost", path, { "Accept-Encoding": "br" });
    const again = await site.raw("us.localhost", path, { "Accept-Encoding": "br", "If-None-Match": String(first.headers.etag) });
    expect(again.status).toBe(304);
  });
});
