import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { Database } from "../db/connection.js";
import { preparedQuery } from "../db/prepared.js";
import { idempotencyKeys } from "../db/schema.js";

/** Printable ASCII, as Stripe's keys: a UUID fits, and so does any client's own scheme. */
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

/** How long an answer is kept for repeats: a client retries within minutes, a day is generous. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export function checkIdempotencyKey(key: string | undefined): string {
  if (key === undefined) throw new ApiError(ErrorCode.INVALID_INPUT, "header Idempotency-Key: required for this call");
  if (!KEY_PATTERN.test(key)) throw new ApiError(ErrorCode.INVALID_INPUT, "header Idempotency-Key: 8 to 255 printable characters");
  return key;
}

const claimKey = preparedQuery((db) =>
  db
    .insert(idempotencyKeys)
    .values({ familyId: sql.placeholder("familyId"), call: sql.placeholder("call"), key: sql.placeholder("key"), requestHash: sql.placeholder("requestHash") })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .prepare("idempotency_claim"),
);

const keepAnswer = preparedQuery((db) =>
  db
    .update(idempotencyKeys)
    .set({ response: sql.placeholder("response") })
    .where(and(eq(idempotencyKeys.familyId, sql.placeholder("familyId")), eq(idempotencyKeys.call, sql.placeholder("call")), eq(idempotencyKeys.key, sql.placeholder("key"))))
    .prepare("idempotency_answer"),
);

/**
 * Runs a state-changing call once per key (decision 0016). The key is claimed by inserting it in the same
 * transaction that does the work and stores the answer, so: a repeat after the first committed gets the stored
 * answer; a repeat that arrives while the first is running waits on the key's row (PostgreSQL) or the single
 * connection (PGlite) and then gets it too; a first attempt that failed left nothing, and a repeat runs anew.
 * The work may store its answer before its last writes (`keepAnswer`); it must then answer the same.
 */
export async function runOnce<T>(
  db: Database,
  scope: { familyId: string | null; call: string; key: string; request: unknown },
  work: (tx: Database, keepAnswer: (answer: T) => Promise<void>) => Promise<T>,
): Promise<T> {
  const { familyId } = scope;
  if (!familyId) throw new ApiError(ErrorCode.SESSION_INVALID);
  const requestHash = createHash("sha256").update(JSON.stringify(scope.request)).digest("hex");
  const key = { familyId, call: scope.call, key: scope.key };

  return db.transaction(async (tx) => {
    const claimed = await claimKey(tx as unknown as Database).execute({ ...key, requestHash });
    if (claimed.length === 0) {
      const [earlier] = await tx.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.familyId, familyId), eq(idempotencyKeys.call, scope.call), eq(idempotencyKeys.key, scope.key)));
      if (!earlier || earlier.requestHash !== requestHash) throw new ApiError(ErrorCode.IDEMPOTENCY_KEY_REUSED);
      return (earlier.response as { answer: T }).answer;
    }
    let kept: string | undefined;
    const keep = async (answer: T) => {
      if (kept !== undefined) throw new Error(`${scope.call} kept its answer twice`);
      kept = JSON.stringify(answer);
      await keepAnswer(tx as unknown as Database).execute({ ...key, response: { answer } });
    };
    const answer = await work(tx as unknown as Database, keep);
    if (kept === undefined) await keep(answer);
    else if (kept !== JSON.stringify(answer)) throw new Error(`${scope.call} answered otherwise than the answer it kept`);
    return answer;
  });
}

/** Forgets answers older than IDEMPOTENCY_KEY_TTL_MS. */
export async function forgetOldIdempotencyKeys(db: Database, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
}
