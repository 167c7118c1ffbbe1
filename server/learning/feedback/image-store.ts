import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";

/** An upload not taken by a submission within a day is given up (the dialog's token lasts half an hour). */
const PENDING_KEPT_MS = 24 * 60 * 60_000;
/** The waiting uploads of every family are looked through at most this often, not at each upload. */
const GIVE_UP_EVERY_MS = 60 * 60_000;

/**
 * Parents' feedback images, resized and without metadata (images.ts). An upload waits under its family until
 * submitFeedback takes it, once and only for that family (`attach`); uploads left waiting longer than a day go at a
 * later upload (the whole folder is looked through at most once an hour). What the lesson_feedback row keeps is
 * `imagePathOf(imageId)`, relative to DATA_DIR.
 */
export interface FeedbackImageStore {
  putPending(familyId: string, imageId: string, data: Buffer, now: Date): Promise<void>;
  /** Takes the family's waiting upload for a submission; false when it has none of that id (another's, used or given up). */
  attach(familyId: string, imageId: string): Promise<boolean>;
  /** An attached image's bytes, or null. */
  open(imageId: string): Promise<Buffer | null>;
}

const FOLDER = "feedback-images";
const fileOf = (imageId: string) => `${imageId}.webp`;

export const imagePathOf = (imageId: string) => `${FOLDER}/${fileOf(imageId)}`;

/** The id of the image a row's path names. */
export const imageIdOf = (imagePath: string) => path.basename(imagePath, ".webp");

/** Files under DATA_DIR/feedback-images: waiting ones in pending/<familyId>/, attached ones beside it, each written whole and renamed into place. */
function folderStore(dataDir: string): FeedbackImageStore {
  const root = path.join(path.resolve(dataDir), FOLDER);
  const pending = path.join(root, "pending");
  const waiting = (familyId: string, imageId: string) => path.join(pending, familyId, fileOf(imageId));

  let lookedAt = 0;
  async function giveUpOld(now: Date) {
    if (now.getTime() - lookedAt < GIVE_UP_EVERY_MS) return;
    lookedAt = now.getTime();
    const families = await readdir(pending).catch(() => []);
    for (const family of families) {
      const folder = path.join(pending, family);
      const files = await readdir(folder).catch(() => []);
      for (const file of files) {
        const found = await stat(path.join(folder, file)).catch(() => null);
        if (found && now.getTime() - found.mtimeMs > PENDING_KEPT_MS) await rm(path.join(folder, file), { force: true });
      }
    }
  }

  return {
    async putPending(familyId, imageId, data, now) {
      const target = waiting(familyId, imageId);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, target);
      await giveUpOld(now);
    },
    async attach(familyId, imageId) {
      try {
        await rename(waiting(familyId, imageId), path.join(root, fileOf(imageId)));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
        throw error;
      }
    },
    open: (imageId) => readFile(path.join(root, fileOf(imageId))).catch(() => null),
  };
}

/** With an in-memory store (DATA_DIR `:memory:`), whose data ends with the process, the images live and end with it too. */
function memoryStore(): FeedbackImageStore {
  const waiting = new Map<string, { data: Buffer; at: number }>();
  const attached = new Map<string, Buffer>();
  const key = (familyId: string, imageId: string) => `${familyId}/${imageId}`;
  return {
    async putPending(familyId, imageId, data, now) {
      for (const [old, upload] of waiting) if (now.getTime() - upload.at > PENDING_KEPT_MS) waiting.delete(old);
      waiting.set(key(familyId, imageId), { data, at: now.getTime() });
    },
    async attach(familyId, imageId) {
      const upload = waiting.get(key(familyId, imageId));
      if (!upload || !waiting.delete(key(familyId, imageId))) return false;
      attached.set(imageId, upload.data);
      return true;
    },
    open: async (imageId) => attached.get(imageId) ?? null,
  };
}

const stores = new Map<string, FeedbackImageStore>();

/** The store of the service's DATA_DIR: one per folder in a process, which the upload endpoint and the handlers share. */
export function feedbackImageStore(dataDir: string): FeedbackImageStore {
  const key = dataDir === ":memory:" ? dataDir : path.resolve(dataDir);
  let store = stores.get(key);
  if (!store) {
    store = key === ":memory:" ? memoryStore() : folderStore(key);
    stores.set(key, store);
  }
  return store;
}
