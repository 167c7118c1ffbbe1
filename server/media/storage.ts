import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import type { Env } from "../env.js";

/**
 * Where the library's files live. Names are `{sha256}-{width}.{format}` (parseMediaFileName), so a file
 * never changes once written. A local folder, or an S3-compatible bucket (s3-storage.ts); `kind` is what
 * media_assets.storage records.
 */
export interface MediaStorage {
  readonly kind: "local" | "s3";
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

type StorageSettings = Pick<Env, "DATA_DIR"> &
  Partial<Pick<Env, "MEDIA_S3_BUCKET" | "MEDIA_S3_REGION" | "MEDIA_S3_ENDPOINT" | "MEDIA_S3_ACCESS_KEY_ID" | "MEDIA_S3_SECRET_ACCESS_KEY" | "MEDIA_S3_PREFIX">>;

/**
 * The storage the settings name: the S3 bucket when MEDIA_S3_BUCKET is set (loadEnv has checked that the
 * rest is); otherwise DATA_DIR/media, or, with an in-memory store (DATA_DIR `:memory:`), whose data ends
 * with the process, a temporary folder that ends with the service.
 */
export async function openMediaStorage(env: StorageSettings): Promise<MediaStorage> {
  if (env.MEDIA_S3_BUCKET && env.MEDIA_S3_REGION && env.MEDIA_S3_ACCESS_KEY_ID && env.MEDIA_S3_SECRET_ACCESS_KEY) {
    // The S3 client (some 6 MB of a process's heap) loads only where a bucket is set.
    const { s3MediaStorage } = await import("./s3-storage.js");
    return s3MediaStorage({
      bucket: env.MEDIA_S3_BUCKET,
      region: env.MEDIA_S3_REGION,
      endpoint: env.MEDIA_S3_ENDPOINT,
      accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
      secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
      prefix: env.MEDIA_S3_PREFIX,
    });
  }
  if (env.DATA_DIR === ":memory:") return localMediaStorage(await mkdtemp(path.join(tmpdir(), "storefront-media-")), { removeOnClose: true });
  return localMediaStorage(path.join(env.DATA_DIR, "media"));
}
