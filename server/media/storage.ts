import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import type { Env } from "../env.js";

/**
 * Where the library's files live. Names are `{sha256}-{width}.{format}` (parseMediaFileName), so a file
 * never changes once written. Local folders only for now; S3-compatible storage is the next kind
 * (decision 0018), and `kind` is what media_assets.storage records.
 */
export interface MediaStorage {
  readonly kind: "local";
  /** Writes a file whole: a reader sees the old state or all of the new file, never part of it. */
  put(file: string, data: Buffer): Promise<void>;
  /** The file's bytes as a stream, with its size; null when there is no such file. */
  open(file: string): Promise<{ stream: Readable; bytes: number } | null>;
  remove(files: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** Files in a folder: each written to a temporary name beside it, then renamed into place. */
export async function localMediaStorage(folder: string, { removeOnClose = false } = {}): Promise<MediaStorage> {
  await mkdir(folder, { recursive: true });
  const at = (file: string) => path.join(folder, path.basename(file));
  return {
    kind: "local",
    async put(file, data) {
      const temporary = at(`.${file}.${randomBytes(6).toString("hex")}.tmp`);
      await writeFile(temporary, data);
      await rename(temporary, at(file));
    },
    async open(file) {
      const found = await stat(at(file)).catch(() => null);
      return found?.isFile() ? { stream: createReadStream(at(file)), bytes: found.size } : null;
    },
    async remove(files) {
      await Promise.all(files.map((file) => rm(at(file), { force: true })));
    },
    async close() {
      if (removeOnClose) await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * The storage the settings name: DATA_DIR/media; with an in-memory store (DATA_DIR `:memory:`), whose data
 * ends with the process, a temporary folder that ends with the service.
 */
export async function openMediaStorage(env: Pick<Env, "DATA_DIR">): Promise<MediaStorage> {
  if (env.DATA_DIR === ":memory:") return localMediaStorage(await mkdtemp(path.join(tmpdir(), "storefront-media-")), { removeOnClose: true });
  return localMediaStorage(path.join(env.DATA_DIR, "media"));
}
