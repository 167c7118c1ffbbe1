import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestS3, type TestS3 } from "../../tests/helpers/s3.js";
import { openMediaStorage, type MediaStorage } from "./storage.js";

const folders: string[] = [];
const opened: MediaStorage[] = [];
let s3: TestS3;

async function newFolder() {
  const folder = await mkdtemp(path.join(tmpdir(), "media-storage-test-"));
  folders.push(folder);
  return folder;
}

async function track(storage: Promise<MediaStorage>) {
  opened.push(await storage);
  return opened.at(-1)!;
}

beforeAll(async () => {
  s3 = await startTestS3();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((storage) => storage.close()));
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});
afterAll(async () => {
  await s3?.close();
});

const PREFIX = "site/media";
const openS3 = () => track(openMediaStorage({ DATA_DIR: ":memory:", ...s3.settings, MEDIA_S3_PREFIX: PREFIX }));

/** What every kind of storage promises the library; each kind's own details are tested below. */
describe.each([
  { kind: "local", open: async () => track(openMediaStorage({ DATA_DIR: await newFolder() })) },
  { kind: "s3", open: openS3 },
])("$kind media storage", ({ kind, open }) => {
  it("is the kind the settings name", async () => {
    expect((await open()).kind).toBe(kind);
  });

  it("keeps files whole, the newest write winning, and gives them back with their size", async () => {
    const storage = await open();
    await storage.put("a-320.webp", Buffer.from("first"));
    await storage.put("a-320.webp", Buffer.from("second"));
    const file = (await storage.open("a-320.webp"))!;
    expect(file.bytes).toBe(6);
    expect(await text(file.stream)).toBe("second");
  });

  it("streams a large file back byte for byte", async () => {
    const storage = await open();
    const large = Buffer.alloc(3 * 1024 * 1024 + 17, "0123456789abcdef");
    await storage.put("large-2560.avif", large);
    const file = (await storage.open("large-2560.avif"))!;
    expect(file.bytes).toBe(large.length);
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(large)).toBe(true);
  });

  it("answers null for a file it does not have, and removes files, missing ones included", async () => {
    const storage = await open();
    expect(await storage.open("b-320.webp")).toBeNull();
    await storage.put("c-320.webp", Buffer.from("c"));
    await storage.put("c-320.avif", Buffer.from("c"));
    await storage.put("d-320.webp", Buffer.from("d"));
    await storage.remove(["c-320.webp", "c-320.avif", "b-320.webp"]);
    expect(await storage.open("c-320.webp")).toBeNull();
    expect(await storage.open("c-320.avif")).toBeNull();
    expect(await text((await storage.open("d-320.webp"))!.stream)).toBe("d");
    await storage.remove([]);
  });

  it("takes only a name's last part, whatever the name", async () => {
    const storage = await open();
    await storage.put("../escaped.webp", Buffer.from("x"));
    expect(await text((await storage.open("escaped.webp"))!.stream)).toBe("x");
    expect(await storage.open("../../package.json")).toBeNull();
    expect(await storage.open("../storage.ts")).toBeNull();
  });
});

describe("local media storage", () => {
  it("keeps files in DATA_DIR/media, each renamed into place, and leaves the folder when closed", async () => {
    const dataDir = await newFolder();
    const storage = await openMediaStorage({ DATA_DIR: dataDir });
    await storage.put("a-320.webp", Buffer.from("first"));
    await storage.put("a-320.webp", Buffer.from("second"));
    expect(await readdir(path.join(dataDir, "media"))).toEqual(["a-320.webp"]);
    await storage.close();
    expect(existsSync(path.join(dataDir, "media", "a-320.webp"))).toBe(true);
  });

  it("never reaches outside its folder", async () => {
    const dataDir = await newFolder();
    const storage = await track(openMediaStorage({ DATA_DIR: path.join(dataDir, "inner") }));
    await storage.put("../escaped.webp", Buffer.from("x"));
    expect(existsSync(path.join(dataDir, "inner", "escaped.webp"))).toBe(false);
    expect(await readFile(path.join(dataDir, "inner", "media", "escaped.webp"), "utf8")).toBe("x");
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

describe("S3 media storage", () => {
  it("writes objects under the prefix with their type and a year's Cache-Control, for a CDN in front of the bucket", async () => {
    const storage = await openS3();
    await storage.put("a-640.avif", Buffer.from("avif bytes"));
    await storage.put("a-640.webp", Buffer.from("webp bytes"));
    for (const [file, type] of [["a-640.avif", "image/avif"], ["a-640.webp", "image/webp"]] as const) {
      const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}/${file}` }));
      expect(head).toMatchObject({ ContentType: type, CacheControl: "public, max-age=31536000, immutable", ContentLength: 10 });
    }
  });

  it("uses the bucket's top level without a prefix", async () => {
    const storage = await track(openMediaStorage({ DATA_DIR: ":memory:", ...s3.settings }));
    await storage.put("top-320.webp", Buffer.from("top"));
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: "top-320.webp" }));
    expect(head.ContentLength).toBe(3);
  });

  it("refuses to start, naming the bucket, when the bucket cannot be used", async () => {
    const missing = openMediaStorage({ DATA_DIR: ":memory:", ...s3.settings, MEDIA_S3_BUCKET: "no-such-bucket" });
    await expect(missing).rejects.toThrow(/Media storage: the bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+ cannot be used/);
  });
});
