import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterEach, describe, expect, it } from "vitest";
import { openMediaStorage } from "./storage.js";

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

describe("local media storage", () => {
  it("keeps files in DATA_DIR/media, whole, and gives them back with their size", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "media-storage-test-"));
    folders.push(dataDir);
    const storage = await openMediaStorage({ DATA_DIR: dataDir });
    await storage.put("a-320.webp", Buffer.from("first"));
    await storage.put("a-320.webp", Buffer.from("second"));
    expect(await readdir(path.join(dataDir, "media"))).toEqual(["a-320.webp"]);
    const file = (await storage.open("a-320.webp"))!;
    expect(file.bytes).toBe(6);
    expect(await text(file.stream)).toBe("second");
    expect(await storage.open("b-320.webp")).toBeNull();
    await storage.remove(["a-320.webp", "b-320.webp"]);
    expect(await storage.open("a-320.webp")).toBeNull();
    await storage.close();
    expect(existsSync(path.join(dataDir, "media"))).toBe(true);
  });

  it("never reaches outside its folder, whatever the name", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "media-storage-test-"));
    folders.push(dataDir);
    const storage = await openMediaStorage({ DATA_DIR: path.join(dataDir, "inner") });
    await storage.put("../escaped.webp", Buffer.from("x"));
    expect(existsSync(path.join(dataDir, "inner", "escaped.webp"))).toBe(false);
    expect(await readFile(path.join(dataDir, "inner", "media", "escaped.webp"), "utf8")).toBe("x");
    expect(await storage.open("../../package.json")).toBeNull();
  });

  it("uses a temporary folder for an in-memory store, gone when the service closes", async () => {
    const storage = await openMediaStorage({ DATA_DIR: ":memory:" });
    await storage.put("a-320.webp", Buffer.from("x"));
    const folder = path.dirname(((await storage.open("a-320.webp"))!.stream as unknown as { path: string }).path);
    expect(folder.startsWith(tmpdir())).toBe(true);
    await storage.close();
    expect(existsSync(folder)).toBe(false);
  });
});
