import { closeSync, fstatSync, ftruncateSync, mkdirSync, openSync, readFileSync, statSync, writeSync } from "node:fs";
import path from "node:path";
import { tryLock } from "fs-native-extensions";

/** The file in the data folder whose lock marks the one process that may open the folder's database. */
export const LOCK_FILE = "storefront.lock";

/**
 * Set in a child process that works on the folder under its parent's lock (seeding, say): the number of the
 * descriptor of the lock file it inherited. The parent passes `lock.fd` in the child's stdio at that number.
 */
export const INHERITED_LOCK_FD = "STOREFRONT_DATA_DIR_LOCK_FD";

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

export interface DataDirLock {
  /** The open lock file; a child given it (see INHERITED_LOCK_FD) shares the lock for as long as it keeps it open. */
  readonly fd: number;
  /** Closes this process's hold; the folder is free once no process (this one or a child it gave the lock to) holds it. */
  release(): void;
}

/**
 * Takes the folder's lock, or throws DataDirInUseError naming the folder and the holder's pid. The lock is the
 * kernel's (an open-file lock, fcntl/flock, through fs-native-extensions), so it ends with its holder however the
 * holder ends, kill -9 included; the file itself stays (deleting it would let two processes lock two files).
 */
export function lockDataDir(dataDir: string, inheritedFd = process.env[INHERITED_LOCK_FD]): DataDirLock {
  const folder = path.resolve(dataDir);
  const file = path.join(folder, LOCK_FILE);
  if (inheritedFd !== undefined) return inheritedLock(file, Number(inheritedFd));
  mkdirSync(folder, { recursive: true });
  const fd = openSync(file, "a+");
  if (!tryLock(fd)) {
    closeSync(fd);
    const holder = readFileSync(file, "utf8").trim();
    throw new DataDirInUseError(
      `DATA_DIR ${folder} is in use by another storefront process${holder ? ` (pid ${holder})` : ""}. ` +
        "One process at a time opens an embedded database: stop that one, give this one another DATA_DIR, " +
        "or use DATABASE_URL (PostgreSQL) to run several.",
    );
  }
  ftruncateSync(fd);
  writeSync(fd, String(process.pid), 0);
  return heldBy(fd);
}

/** The lock a parent handed over: the descriptor must be this folder's lock file, already locked by the parent. */
function inheritedLock(file: string, fd: number): DataDirLock {
  const inherited = Number.isInteger(fd) ? fstatSafe(fd) : undefined;
  const expected = statSync(file, { throwIfNoEntry: false });
  const sameFile = inherited && expected && inherited.dev === expected.dev && inherited.ino === expected.ino;
  // Locking through the inherited open file succeeds when it holds the lock (or nobody does), never when another does.
  if (!sameFile || !tryLock(fd)) {
    throw new DataDirInUseError(`${INHERITED_LOCK_FD}=${fd} is not a held lock of ${path.dirname(file)}`);
  }
  return heldBy(fd);
}

function fstatSafe(fd: number) {
  try {
    return fstatSync(fd);
  } catch {
    return undefined;
  }
}

function heldBy(fd: number): DataDirLock {
  let open = true;
  return {
    fd,
    release() {
      if (!open) return;
      open = false;
      closeSync(fd);
    },
  };
}
