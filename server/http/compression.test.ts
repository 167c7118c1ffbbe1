import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compress, encodingFor } from "./compression.js";

describe("encodingFor", () => {
  it("answers brotli to a browser, gzip where brotli is not accepted, and the plain body otherwise", () => {
    expect(encodingFor("gzip, deflate, br, zstd")).toBe("br");
    expect(encodingFor("gzip")).toBe("gzip");
    expect(encodingFor("br;q=0, gzip")).toBe("gzip");
    expect(encodingFor("gzip;q=0.5, br;q=0.1")).toBe("gzip");
    expect(encodingFor(undefined)).toBe("identity");
    expect(encodingFor("deflate")).toBe("identity");
  });
});

describe("compress", () => {
  it("gives back the body when unpacked, at both levels", () => {
    const body = Buffer.from("<p>page</p>".repeat(1_000));
    for (const level of ["response", "kept"] as const) {
      expect(brotliDecompressSync(compress(body, "br", level)).equals(body)).toBe(true);
      expect(gunzipSync(compress(body, "gzip", level)).equals(body)).toBe(true);
    }
  });

  it("holds no more memory than its bytes (zlib answers with a view of a larger buffer)", () => {
    const compressed = compress(Buffer.from("<p>page</p>".repeat(1_000)), "br", "kept");
    expect(compressed.buffer.byteLength).toBe(compressed.length);
  });
});
