import path from "node:path";
import { Readable } from "node:stream";
import { DeleteObjectsCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { contentTypeOfFile, MEDIA_CACHE_CONTROL } from "./serving.js";
import type { MediaStorage } from "./storage.js";

export interface S3MediaSettings {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, …), addressed path-style; unset, AWS S3 itself. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A folder in the bucket, without a trailing slash; unset, the bucket's top level. */
  prefix?: string;
}

/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

function clientFor(settings: S3MediaSettings) {
  return new S3Client({
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    ...(settings.endpoint
      ? {
          endpoint: settings.endpoint,
          forcePathStyle: true,
          // Checksums only where S3 requires them: not every S3-compatible service knows the newer checksum headers.
          requestChecksumCalculation: "WHEN_REQUIRED",
          responseChecksumValidation: "WHEN_REQUIRED",
        }
      : {}),
    // Visitors' image requests are streamed from the bucket: more sockets than the SDK's 50, and no request hangs for ever.
    requestHandler: {
      connectionTimeout: 5_000,
      socketTimeout: 30_000,
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  });
}

/**
 * Files as objects in an S3-compatible bucket, for servers on more than one machine. An object is written
 * whole by one PutObject (a reader sees the old object or all of the new one), with its type and a year's
 * Cache-Control, so a CDN in front of the bucket may serve it as /media/ does. Start-up fails, naming the
 * bucket, when it cannot be reached with these settings.
 */
export async function s3MediaStorage(settings: S3MediaSettings): Promise<MediaStorage> {
  const client = clientFor(settings);
  const { bucket } = settings;
  // Only the name's last part, as in a local folder: no name reaches another key.
  const keyOf = (file: string) => [settings.prefix, path.posix.basename(file)].filter(Boolean).join("/");
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    client.destroy();
    const where = settings.endpoint ?? `AWS S3 in ${settings.region}`;
    throw new Error(`Media storage: the bucket ${bucket} at ${where} cannot be used (${error instanceof Error ? error.name : String(error)})`);
  }
  return {
    kind: "s3",
    async put(file, data) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: keyOf(file), Body: data, ContentType: contentTypeOfFile(file), CacheControl: MEDIA_CACHE_CONTROL }),
      );
    },
    async open(file) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(file) }));
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined) throw new Error(`S3 answered ${keyOf(file)} without a stream of known length`);
        return { stream: object.Body, bytes: object.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(files) {
      for (let start = 0; start < files.length; start += DELETE_BATCH) {
        const keys = files.slice(start, start + DELETE_BATCH).map((file) => ({ Key: keyOf(file) }));
        const { Errors = [] } = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }));
        if (Errors.length > 0) throw new Error(`S3 kept ${Errors.map((error) => `${error.Key} (${error.Code})`).join(", ")}`);
      }
    },
    async close() {
      client.destroy();
    },
  };
}
