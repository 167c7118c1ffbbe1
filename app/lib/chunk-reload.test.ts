import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, shouldReloadAfterChunkFailure } from "./chunk-reload.js";

describe("shouldReloadAfterChunkFailure", () => {
  it("reloads the first time and again only after 60 s", () => {
    expect(shouldReloadAfterChunkFailure(null, 1_000)).toBe(true);
    expect(shouldReloadAfterChunkFailure(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReloadAfterChunkFailure(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });
});
