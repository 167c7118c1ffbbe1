import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { ACCOUNT_LIMITS, type CodeSceneValue } from "../../schemas/account-values.js";
import type { Database } from "../db/connection.js";
import { verificationCodes } from "../db/schema.js";
import type { RateLimits } from "../security/rate-limit.js";

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;
/** How many replaced codes a wrong code is compared with, to say "use the latest code" (10 min of 60 s sends). */
const MAX_REPLACED_CODES_CHECKED = 10;
/** Beyond the 60 s between two sends, sends per contact and per address are capped per hour. */
const perContact = { name: "code-contact", points: 10, durationSeconds: 3600 };
const perAddress = { name: "code-address", points: 30, durationSeconds: 3600 };

/** A phone or e-mail as codes and accounts key it: "phone:+65 91234567", "email:name@example.com". */
export type ContactKey = string;

export function phoneKey(countryCallingCode: string, phone: string): ContactKey {
  return `phone:${countryCallingCode} ${phone}`;
}

export function emailKey(email: string): ContactKey {
  return `email:${email.trim().toLowerCase()}`;
}

export interface CodeTarget {
  schoolCode: string;
  contact: ContactKey;
}

/** A code as given, to be checked against the latest live one sent to the target for any of `scenes`. */
export interface CodeCheck {
  target: CodeTarget;
  scenes: CodeSceneValue[];
  code: string;
}

/**
 * One-time codes (issue 5): 6 digits from a cryptographic source, stored as a keyed hash, valid 10 minutes,
 * dead after 5 wrong tries, at most one send per contact and scene per 60 s (answered 'Operation too
 * frequent'), like the per-purpose countdown cookies of SPEC §9.
 */
export class OneTimeCodes {
  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly rateLimits: RateLimits,
  ) {}

  private hash(id: string, code: string): string {
    return createHmac("sha256", this.secret).update(`${id}:${code}`).digest("hex");
  }

  /** Makes a new code for the target and scene (earlier unused ones die with it) and returns it for delivery. */
  async issue(target: CodeTarget, scene: CodeSceneValue, clientIp: string, now: Date): Promise<string> {
    const resendAfter = new Date(now.getTime() - ACCOUNT_LIMITS.resendSeconds * 1000);
    const [recent] = await this.db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(and(this.sameTarget(target, [scene]), gt(verificationCodes.createdAt, resendAfter)))
      .limit(1);
    if (recent) throw new ApiError(ErrorCode.OPERATION_TOO_FREQUENT);
    await this.rateLimits.consume(perContact, `${target.schoolCode}|${target.contact}`);
    await this.rateLimits.consume(perAddress, clientIp);

    const code = String(randomInt(0, 1_000_000)).padStart(ACCOUNT_LIMITS.codeLength, "0");
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      await tx
        .update(verificationCodes)
        .set({ usedAt: now })
        .where(and(this.sameTarget(target, [scene]), isNull(verificationCodes.usedAt)));
      await tx.insert(verificationCodes).values({
        id,
        ...target,
        scene,
        codeHash: this.hash(id, code),
        expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
        createdAt: now,
      });
    });
    return code;
  }

  /** Checks a code without using it up; a wrong one costs one of its tries. */
  async verify(check: CodeCheck, now: Date): Promise<void> {
    const { id, right, superseded } = await this.check(this.db, check, now);
    if (!right) throw await this.countWrongTry(id, superseded);
  }

  /**
   * Checks the codes in order and uses them all up in one transaction, so none can be used twice and a
   * code that cannot be used (wrong, expired, locked, or used by another request meanwhile) leaves the
   * others unused. A wrong code still costs one of its tries. `change`, when given, is what the codes
   * allow (a new login contact...): it runs in the same transaction, so if it fails the codes stay unused.
   */
  async consume(checks: readonly CodeCheck[], now: Date): Promise<void>;
  async consume<T>(checks: readonly CodeCheck[], now: Date, change: (tx: Database) => Promise<T>): Promise<T>;
  async consume<T>(checks: readonly CodeCheck[], now: Date, change?: (tx: Database) => Promise<T>): Promise<T | undefined> {
    const outcome = await this.db.transaction(async (tx): Promise<{ wrongId: string; superseded: boolean } | { changed: T | undefined }> => {
      const ids: string[] = [];
      for (const check of checks) {
        const { id, right, superseded } = await this.check(tx, check, now);
        if (!right) return { wrongId: id, superseded };
        ids.push(id);
      }
      const used = await tx
        .update(verificationCodes)
        .set({ usedAt: now })
        .where(and(inArray(verificationCodes.id, ids), isNull(verificationCodes.usedAt)))
        .returning({ id: verificationCodes.id });
      // Another request used one of them meanwhile (or one code came twice): the first use wins, this one uses none.
      if (used.length < ids.length) throw new ApiError(ErrorCode.CODE_EXPIRED);
      return { changed: await change?.(tx) };
    });
    // Counted outside the transaction, which writes nothing when a code is wrong.
    if ("wrongId" in outcome) throw await this.countWrongTry(outcome.wrongId, outcome.superseded);
    return outcome.changed;
  }

  /**
   * Uses one code up inside the caller's transaction `tx`, so that it is used exactly when the caller's work commits
   * (an idempotent call's, whose transaction also keeps the answer: decision 0016). A code that cannot be used throws
   * as `consume` does, but a wrong one counts no try, for the transaction it would be counted in rolls back: the
   * caller limits the attempts itself (decision 0024).
   */
  async consumeWithin(tx: Database, check: CodeCheck, now: Date): Promise<void> {
    const { id, right, superseded } = await this.check(tx, check, now);
    if (!right) throw new ApiError(superseded ? ErrorCode.CODE_SUPERSEDED : ErrorCode.CODE_INCORRECT);
    const used = await tx
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    if (used.length === 0) throw new ApiError(ErrorCode.CODE_EXPIRED);
  }

  /**
   * The latest live code sent to the target for any of the scenes, whether the given code is it, and if not,
   * whether it is one of the earlier codes a newer send replaced (still within their lifetime).
   */
  private async check(db: Database, { target, scenes, code }: CodeCheck, now: Date): Promise<{ id: string; right: boolean; superseded: boolean }> {
    const [latest] = await db
      .select()
      .from(verificationCodes)
      .where(and(this.sameTarget(target, scenes), isNull(verificationCodes.usedAt)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    if (!latest || latest.expiresAt <= now) throw new ApiError(ErrorCode.CODE_EXPIRED);
    if (latest.attempts >= MAX_WRONG_TRIES) throw new ApiError(ErrorCode.CODE_LOCKED);
    const matches = (row: { id: string; codeHash: string }) =>
      timingSafeEqual(Buffer.from(row.codeHash, "hex"), Buffer.from(this.hash(row.id, code), "hex"));
    if (matches(latest)) return { id: latest.id, right: true, superseded: false };
    const earlier = await db
      .select({ id: verificationCodes.id, codeHash: verificationCodes.codeHash })
      .from(verificationCodes)
      .where(and(this.sameTarget(target, scenes), lt(verificationCodes.createdAt, latest.createdAt), gt(verificationCodes.expiresAt, now)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(MAX_REPLACED_CODES_CHECKED);
    return { id: latest.id, right: false, superseded: earlier.some(matches) };
  }

  /**
   * Counts a wrong try on the code and answers the error for it: locked by this last try, or else incorrect
   * (an earlier code a newer send replaced: use the latest one).
   */
  private async countWrongTry(id: string, superseded: boolean): Promise<ApiError> {
    const [counted] = await this.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(eq(verificationCodes.id, id), lt(verificationCodes.attempts, MAX_WRONG_TRIES)))
      .returning({ attempts: verificationCodes.attempts });
    if (!counted || counted.attempts >= MAX_WRONG_TRIES) return new ApiError(ErrorCode.CODE_LOCKED);
    return new ApiError(superseded ? ErrorCode.CODE_SUPERSEDED : ErrorCode.CODE_INCORRECT);
  }

  private sameTarget(target: CodeTarget, scenes: CodeSceneValue[]) {
    return and(
      eq(verificationCodes.schoolCode, target.schoolCode),
      eq(verificationCodes.contact, target.contact),
      inArray(verificationCodes.scene, scenes),
    );
  }
}
