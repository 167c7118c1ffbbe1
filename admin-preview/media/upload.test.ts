import { describe, expect, it } from "vitest";
import { mediaAsset } from "../../tests/helpers/media-assets.js";
import { fileProblem, outcomeOf } from "./upload.js";
import { readyToSend, uploadQueue, type QueuedFile } from "./upload-queue.js";

describe("fileProblem", () => {
  it.each([
    [{ type: "image/png", size: 1000 }, null],
    [{ type: "", size: 1000 }, null],
    [{ type: "image/svg+xml", size: 100 }, "type"],
    [{ type: "application/pdf", size: 100 }, "type"],
    [{ type: "image/jpeg", size: 10 * 1024 * 1024 + 1 }, "size"],
  ])("%j: %s", (file, problem) => {
    expect(fileProblem(file)).toBe(problem);
  });
});

describe("outcomeOf", () => {
  const asset = mediaAsset(1);

  it("reads the asset of a success", () => {
    expect(outcomeOf(201, { code: 0, msg: "success", data: { asset, duplicate: false } })).toEqual({ ok: true, asset, duplicate: false });
  });

  it("reads the library's reason, an ended session, a dropped connection or anything else", () => {
    expect(outcomeOf(415, { code: 4000, msg: "file: no", reason: "type" })).toEqual({ ok: false, reason: "type", message: "file: no" });
    expect(outcomeOf(401, { code: 4016, msg: "Please sign in" })).toEqual({ ok: false, reason: "session", message: "Please sign in" });
    expect(outcomeOf(0, null)).toEqual({ ok: false, reason: "network", message: "" });
    expect(outcomeOf(429, { code: 4290, msg: "Operation too frequent" })).toEqual({ ok: false, reason: "other", message: "Operation too frequent" });
    expect(outcomeOf(201, { code: 0, data: { asset: { id: "x" } } })).toMatchObject({ ok: false, reason: "other" });
  });
});

describe("the upload queue", () => {
  const file = (name: string, type = "image/png") => new File(["x"], name, { type });
  let key = 0;
  const add = (queue: QueuedFile[], ...files: File[]) => uploadQueue(queue, { type: "add", files, keyOf: () => `k${key++}` });

  it("sends the files whose alt text is written, once each, and again after a dropped connection", () => {
    let queue = add([], file("a.png"), file("b.png"), file("logo.svg", "image/svg+xml"));
    const [a, b, svg] = queue;
    expect(svg).toMatchObject({ state: "refused", outcome: { ok: false, reason: "type" } });
    expect(readyToSend(queue)).toEqual([]);
    queue = uploadQueue(queue, { type: "alt", key: a!.key, alt: "  A  " });
    queue = uploadQueue(queue, { type: "alt", key: b!.key, alt: "   " });
    expect(readyToSend(queue).map((item) => item.file.name)).toEqual(["a.png"]);
    queue = uploadQueue(queue, { type: "start", key: a!.key });
    queue = uploadQueue(queue, { type: "progress", key: a!.key, sent: 0.4 });
    expect(queue[0]).toMatchObject({ state: "uploading", sent: 0.4 });
    expect(readyToSend(queue)).toEqual([]);
    queue = uploadQueue(queue, { type: "finish", key: a!.key, outcome: { ok: false, reason: "network", message: "" } });
    expect(readyToSend(queue).map((item) => item.file.name)).toEqual(["a.png"]);
    queue = uploadQueue(queue, { type: "finish", key: a!.key, outcome: { ok: false, reason: "pixels", message: "" } });
    expect(readyToSend(queue)).toEqual([]);
    expect(uploadQueue(queue, { type: "remove", key: svg!.key }).map((item) => item.file.name)).toEqual(["a.png", "b.png"]);
  });
});
