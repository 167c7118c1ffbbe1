import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { DeleteBucketCommand, DeleteObjectsCommand, HeadObjectCommand, NotFound } from "@aws-sdk/client-s3";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { MEDIA_MAX_BYTES, type MediaAsset } from "../../schemas/api/calls/media.js";
import { auditLog, mediaAssets } from "../../server/db/schema.js";
import { freshClient } from "../helpers/accounts.js";
import { startTestS3, type TestS3 } from "../helpers/s3.js";
import { libraryImage, sha256, testImage } from "../helpers/media.js";
import { signInAsStaff, type SignedInStaff } from "../helpers/staff.js";
import { startTestServer, startTestService, type TestService, usContext } from "../helpers/test-service.js";

let running: TestService;
let server: Awaited<ReturnType<typeof startTestServer>>;
let publisher: SignedInStaff;
let editor: SignedInStaff;

beforeAll(async () => {
  running = await startTestService();
  server = await startTestServer(running);
  [publisher, editor] = await Promise.all([signInAsStaff(running, "publisher"), signInAsStaff(running, "editor")]);
});
afterAll(async () => {
  await server?.close();
  await running?.close();
});

interface UploadAnswer {
  code: number;
  msg: string;
  reason?: string;
  data?: { asset: MediaAsset; duplicate: boolean };
}

/** Posts a file to /media as a browser of the tool does: the staff cookie, the name and alt text in the query. */
async function upload(
  body: Buffer | ReadableStream<Uint8Array>,
  {
    fileName = "photo.png",
    alt = "Pupils at the open day",
    staff = editor as SignedInStaff | null,
    headers = {} as Record<string, string>,
    baseUrl = server.baseUrl,
  } = {},
) {
  const query = new URLSearchParams({ fileName, ...(alt === "" ? {} : { alt }) });
  const response = await fetch(`${baseUrl}/media?${query}`, {
    method: "POST",
    headers: { "Content-Type": "application/octet-stream", ...(staff ? { Cookie: `_admin_token=${staff.token}` } : {}), ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  return { status: response.status, answer: (await response.json()) as UploadAnswer };
}

const served = (file: string, method = "GET", baseUrl = server.baseUrl) => fetch(`${baseUrl}/media/${file}`, { method });

/** What every variant is served with, from whichever storage. */
function expectServedHeaders(response: Response, format: string) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe(`image/${format}`);
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
}

/** A PNG whose header claims `width` × `height` pixels while holding one: a decompression bomb's disguise. */
async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } }).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const auditRows = (target: string) => running.store.db.select().from(auditLog).where(eq(auditLog.target, target));

describe("uploading an image", () => {
  it("makes WebP and AVIF variants at each width up to the original, served under hashed names for a year", async () => {
    const bytes = await testImage({ width: 1200, height: 800 });
    const { status, answer } = await upload(bytes, { fileName: "open-day.png" });
    expect(status).toBe(201);
    const { asset, duplicate } = answer.data!;
    expect(duplicate).toBe(false);
    expect(asset).toMatchObject({ hash: sha256(bytes), fileName: "open-day.png", sourceType: "image/png", width: 1200, height: 800, bytes: bytes.length, alt: "Pupils at the open day" });
    expect(asset.variants.map(({ format, width, height }) => `${format} ${width}×${height}`)).toEqual([
      "webp 320×213", "webp 640×427", "webp 960×640", "webp 1200×800",
      "avif 320×213", "avif 640×427", "avif 960×640", "avif 1200×800",
    ]);
    expect(asset.address).toBe(`/media/${sha256(bytes)}-1200.webp`);
    expect(asset.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]{20,600}$/);

    for (const variant of asset.variants) {
      expect(variant.file).toBe(`${sha256(bytes)}-${variant.width}.${variant.format}`);
      const response = await served(variant.file);
      expectServedHeaders(response, variant.format);
      const file = Buffer.from(await response.arrayBuffer());
      expect(file.length).toBe(variant.bytes);
      expect(await sharp(file).metadata()).toMatchObject({ width: variant.width, height: variant.height, format: variant.format === "avif" ? "heif" : "webp" });
    }
    expect(await auditRows(`media ${asset.id} open-day.png`)).toMatchObject([{ action: "media-upload", staffEmail: editor.staff.email }]);
  });

  it("keeps the same bytes once: a second upload answers the asset already there", async () => {
    const bytes = await testImage();
    const first = await upload(bytes, { fileName: "first.png", alt: "First" });
    const second = await upload(bytes, { fileName: "second.png", alt: "Second", staff: publisher });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.answer.data).toEqual({ asset: first.answer.data!.asset, duplicate: true });
    expect(await running.store.db.select().from(mediaAssets).where(eq(mediaAssets.hash, sha256(bytes)))).toHaveLength(1);
  });

  it("turns a photo taken sideways upright (EXIF orientation) before measuring it", async () => {
    const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#c84" } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { answer } = await upload(bytes, { fileName: "sideways.jpg" });
    expect(answer.data!.asset).toMatchObject({ sourceType: "image/jpeg", width: 300, height: 400 });
  });

  it.each(["jpeg", "webp", "avif", "gif"] as const)("takes %s", async (format) => {
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: `#${randomBytes(3).toString("hex")}` } })[format]().toBuffer();
    const { status, answer } = await upload(bytes, { fileName: `small.${format}` });
    expect(status).toBe(201);
    expect(answer.data!.asset.variants.map((variant) => `${variant.format} ${variant.width}`)).toEqual(["webp 64", "avif 64"]);
  });
});

describe("uploads the library refuses", () => {
  const accepted = "PNG, JPEG, WebP, AVIF, GIF";

  it("refuses an SVG, scripts or not, naming what is accepted", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>');
    const { status, answer } = await upload(svg, { fileName: "logo.png" });
    expect(status).toBe(415);
    expect(answer).toMatchObject({ code: ErrorCode.INVALID_INPUT, reason: "type" });
    expect(answer.msg).toContain(accepted);
    expect(answer.msg).toContain("SVG");
  });

  it("refuses another type of image (TIFF)", async () => {
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#123456" } }).tiff().toBuffer();
    expect(await upload(tiff, { fileName: "scan.tiff" })).toMatchObject({ status: 415, answer: { reason: "type" } });
  });

  it("refuses random bytes named .png", async () => {
    expect(await upload(randomBytes(5000), { fileName: "holiday.png" })).toMatchObject({ status: 415, answer: { reason: "type" } });
  });

  it("refuses a damaged image that starts like a PNG", async () => {
    const png = await testImage({ width: 300, height: 200 });
    const { status, answer } = await upload(png.subarray(0, 200), { fileName: "cut.png" });
    expect(status).toBe(422);
    expect(answer).toMatchObject({ code: ErrorCode.INVALID_INPUT, reason: "image" });
  });

  it("refuses more pixels than the limit, or a side longer than it", async () => {
    const large = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: "#fff" } }).png({ compressionLevel: 9 }).toBuffer();
    const tooMany = await upload(large, { fileName: "poster.png" });
    expect(tooMany).toMatchObject({ status: 422, answer: { code: ErrorCode.INVALID_INPUT, reason: "pixels" } });
    expect(tooMany.answer.msg).toContain("7000 × 6000");
    expect(tooMany.answer.msg).toContain("40 megapixels");
    const long = await sharp({ create: { width: 10_001, height: 10, channels: 3, background: "#fff" } }).png().toBuffer();
    expect(await upload(long, { fileName: "strip.png" })).toMatchObject({ status: 422, answer: { reason: "pixels" } });
  });

  it("refuses a decompression bomb by its header, before decoding it", async () => {
    const bomb = await pngClaiming(50_000, 50_000);
    const { status, answer } = await upload(bomb, { fileName: "bomb.png" });
    expect(status).toBe(422);
    expect(answer.reason).toBe("pixels");
  });

  it("refuses a file over the byte cap, with its length announced or not", async () => {
    const tooBig = Buffer.alloc(MEDIA_MAX_BYTES + 1);
    (await testImage()).copy(tooBig);
    const announced = await upload(tooBig);
    expect(announced).toMatchObject({ status: 413, answer: { code: ErrorCode.INVALID_INPUT, reason: "size" } });
    expect(announced.answer.msg).toContain("10 MB");

    // Chunked, without a length: counted while it streams in, and refused once past the cap.
    let sent = 0;
    const chunk = Buffer.alloc(256 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 2 * MEDIA_MAX_BYTES) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const streamed = await upload(endless);
    expect(streamed).toMatchObject({ status: 413, answer: { reason: "size" } });
  });

  it("asks for the alt text", async () => {
    const { status, answer } = await upload(await testImage(), { alt: "" });
    expect(status).toBe(400);
    expect(answer).toMatchObject({ code: ErrorCode.INVALID_INPUT, reason: "alt" });
    expect(answer.msg).toContain("alt");
    expect(await upload(await testImage(), { alt: "x".repeat(201) })).toMatchObject({ status: 400, answer: { reason: "alt" } });
  });

  it("refuses anyone without a staff session, a parent's token included", async () => {
    expect(await upload(await testImage(), { staff: null })).toMatchObject({ status: 401, answer: { code: ErrorCode.STAFF_SESSION_INVALID } });
    const stale = await upload(await testImage(), { staff: null, headers: { Cookie: "_admin_token=not-a-session" } });
    expect(stale).toMatchObject({ status: 401, answer: { code: ErrorCode.STAFF_SESSION_INVALID } });
  });

  it("refuses customer service, whose role has no media library (4031)", async () => {
    const service = await signInAsStaff(running, "service");
    expect(await upload(await testImage(), { staff: service })).toMatchObject({ status: 403, answer: { code: ErrorCode.ROLE_FORBIDDEN } });
  });

  it("refuses an upload posted from another site", async () => {
    const response = await fetch(`${server.baseUrl}/media?fileName=a.png&alt=A`, {
      method: "POST",
      headers: { Cookie: `_admin_token=${editor.token}`, "Sec-Fetch-Site": "cross-site" },
      body: new Uint8Array(await testImage()),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: number }).code).toBe(ErrorCode.FORBIDDEN_ORIGIN);
  });
});

describe("serving files", () => {
  it("answers 404 for names it never made, and never reads outside its folder", async () => {
    const asset = await libraryImage(running, editor.staff);
    const unknown = `${"0".repeat(64)}-320.webp`;
    for (const file of [unknown, `${asset.hash}-320.png`, `${asset.hash}-321.webp`, "..%2F..%2Fpackage.json", "%2E%2E%2Fserver%2Fenv.ts", asset.hash]) {
      expect((await served(file)).status, file).toBe(404);
    }
    expect((await fetch(`${server.baseUrl}/media/../package.json`)).status).toBe(404);
  });

  it("answers HEAD with the headers alone", async () => {
    const asset = await libraryImage(running, editor.staff);
    const response = await served(asset.variants[0]!.file, "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(asset.variants[0]!.bytes));
  });
});

describe("the library's calls", () => {
  it("lists newest first, a page at a time, and finds words of the file name or alt text", async () => {
    const word = `w${randomBytes(4).toString("hex")}`;
    const older = await upload(await testImage(), { fileName: `${word}-first.png`, alt: "Maths club" });
    const newer = await upload(await testImage(), { fileName: "second.png", alt: `Our ${word.toUpperCase()} campus` });
    const found = await editor.api.call("adminListMedia", { search: word }, editor.call);
    expect(found.total).toBe(2);
    expect(found.list.map((asset) => asset.id)).toEqual([newer.answer.data!.asset.id, older.answer.data!.asset.id]);
    const secondPage = await editor.api.call("adminListMedia", { search: word, page: 2, pageSize: 1 }, editor.call);
    expect(secondPage).toMatchObject({ total: 2, list: [{ id: older.answer.data!.asset.id }] });
    expect((await editor.api.call("adminListMedia", { search: "100%_" }, editor.call)).total).toBe(0);
  });

  it("changes the alt text, audited", async () => {
    const asset = await libraryImage(running, editor.staff);
    const changed = await editor.api.call("adminUpdateMediaAlt", { id: asset.id, alt: "  A teacher at the whiteboard " }, editor.call);
    expect(changed).toMatchObject({ id: asset.id, alt: "A teacher at the whiteboard" });
    expect(await auditRows(`media ${asset.id} test.png`)).toContainEqual(expect.objectContaining({ action: "media-alt", staffEmail: editor.staff.email }));
    const refused = editor.api.call("adminUpdateMediaAlt", { id: asset.id, alt: "" }, editor.call);
    await expect(refused).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT });
  });

  it("gives pages the variants of the library's addresses, whichever variant they name", async () => {
    const asset = await libraryImage(running, editor.staff);
    const visitor = freshClient(running);
    const { list } = await visitor.call("queryMediaImages", { addresses: [asset.variants[0]!.file, `/media/${asset.variants.at(-1)!.file}`, "/images/logo.svg"] }, usContext);
    expect(list).toEqual([{ address: asset.address, width: 700, height: 400, placeholder: asset.placeholder, variants: asset.variants }]);
  });
});

describe("usage and deleting", () => {
  const imageModule = (src: string) => ({ type: 2, content: { componentName: "Image", componentType: 2, componentData: { src, alt: "Open day" } } });

  it("names the pages whose draft or published version shows the image, and refuses to delete it until none does", async () => {
    const asset = await libraryImage(running, editor.staff);
    const path = `/media-test-${randomBytes(5).toString("hex")}`;
    const { pageId } = await publisher.api.call("adminCreatePage", { locale: "uk", path, title: "Open day" }, publisher.call);
    const withImage = { title: "Open day with pictures", modules: [imageModule(asset.address)] };
    const saved = await editor.api.call("adminSaveDraft", { pageId, basedOnVersion: 1, document: withImage }, editor.call);
    const usage = () => editor.api.call("adminMediaUsage", { id: asset.id }, editor.call);
    expect(await usage()).toEqual({ list: [{ pageId, locale: "uk", path, title: "Open day with pictures", versions: ["draft"] }] });

    await publisher.api.call("adminPublish", { pageId, version: saved.version }, publisher.call);
    expect((await usage()).list[0]!.versions).toEqual(["draft", "published"]);

    const refused = publisher.api.call("adminDeleteMedia", { id: asset.id }, publisher.call);
    await expect(refused).rejects.toMatchObject({ code: ErrorCode.MEDIA_IN_USE, message: expect.stringContaining(`uk ${path}`) });

    // A new draft without it: the published version still shows it.
    const without = await editor.api.call("adminSaveDraft", { pageId, basedOnVersion: saved.version, document: { title: "Open day", modules: [] } }, editor.call);
    expect((await usage()).list[0]!.versions).toEqual(["published"]);
    await publisher.api.call("adminPublish", { pageId, version: without.version }, publisher.call);
    expect(await usage()).toEqual({ list: [] });

    await publisher.api.call("adminDeleteMedia", { id: asset.id }, publisher.call);
    expect(await running.store.db.select().from(mediaAssets).where(eq(mediaAssets.id, asset.id))).toEqual([]);
    for (const variant of asset.variants) expect((await served(variant.file)).status).toBe(404);
    const deleted = await running.store.db.select().from(auditLog).where(and(eq(auditLog.action, "media-delete"), eq(auditLog.target, `media ${asset.id} test.png`)));
    expect(deleted).toMatchObject([{ staffEmail: publisher.staff.email }]);
  });

  it("leaves deleting to publishers", async () => {
    const asset = await libraryImage(running, editor.staff);
    await expect(editor.api.call("adminDeleteMedia", { id: asset.id }, editor.call)).rejects.toMatchObject({ code: ErrorCode.ROLE_FORBIDDEN });
    await expect(publisher.api.call("adminDeleteMedia", { id: 2_000_000_000 }, publisher.call)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND_OR_ENDED });
  });
});

describe("with S3-compatible storage configured", () => {
  let s3: TestS3;
  let onS3: TestService;
  let s3Server: Awaited<ReturnType<typeof startTestServer>>;
  let s3Publisher: SignedInStaff;

  beforeAll(async () => {
    s3 = await startTestS3();
    onS3 = await startTestService({ ...s3.settings, MEDIA_S3_PREFIX: "media" });
    s3Server = await startTestServer(onS3);
    s3Publisher = await signInAsStaff(onS3, "publisher");
  });
  afterAll(async () => {
    await s3Server?.close();
    await onS3?.close();
    await s3?.close();
  });

  const objectInBucket = (file: string) =>
    s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `media/${file}` })).then(
      () => true,
      (error: unknown) => (error instanceof NotFound ? false : Promise.reject(error)),
    );

  it("uploads to the bucket, serves each variant from our own origin as a local file is, and answers 404 once deleted", async () => {
    const bytes = await testImage({ width: 700, height: 400 });
    const { status, answer } = await upload(bytes, { fileName: "on-s3.png", staff: s3Publisher, baseUrl: s3Server.baseUrl });
    expect(status).toBe(201);
    const { asset } = answer.data!;
    const [row] = await onS3.store.db.select().from(mediaAssets).where(eq(mediaAssets.id, asset.id));
    expect(row!.storage).toBe("s3");

    for (const variant of asset.variants) {
      expect(await objectInBucket(variant.file)).toBe(true);
      const response = await served(variant.file, "GET", s3Server.baseUrl);
      expectServedHeaders(response, variant.format);
      expect(response.headers.get("content-length")).toBe(String(variant.bytes));
      const file = Buffer.from(await response.arrayBuffer());
      expect(await sharp(file).metadata()).toMatchObject({ width: variant.width, height: variant.height });
    }
    const head = await served(asset.variants[0]!.file, "HEAD", s3Server.baseUrl);
    expect([head.status, head.headers.get("content-length")]).toEqual([200, String(asset.variants[0]!.bytes)]);
    expect((await served(`${"0".repeat(64)}-320.webp`, "GET", s3Server.baseUrl)).status).toBe(404);

    await s3Publisher.api.call("adminDeleteMedia", { id: asset.id }, s3Publisher.call);
    for (const variant of asset.variants) {
      expect((await served(variant.file, "GET", s3Server.baseUrl)).status).toBe(404);
      expect(await objectInBucket(variant.file)).toBe(false);
    }
  });

  // Last: it takes the bucket away.
  it("answers a server error, not a hang, when the bucket cannot answer", async () => {
    const asset = await libraryImage(onS3, s3Publisher.staff);
    await s3.client.send(new DeleteObjectsCommand({ Bucket: s3.bucket, Delete: { Objects: asset.variants.map((variant) => ({ Key: `media/${variant.file}` })) } }));
    await s3.client.send(new DeleteBucketCommand({ Bucket: s3.bucket }));
    expect((await served(asset.variants[0]!.file, "GET", s3Server.baseUrl)).status).toBe(500);
  });
});
