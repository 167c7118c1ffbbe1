import { timingSafeEqual } from "node:crypto";
import { lt } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { computeSignature, parseSignatureHeader, SIGNATURE_MAX_AGE_MS } from "../../api/signing.js";
import type { Database } from "../db/connection.js";
import { usedSignatures } from "../db/schema.js";

const PURGE_INTERVAL_MS = 60_000;

/**
 * Checks the signature header of a signed call (SPEC §7) and records it so it cannot be used twice.
 * Throws an ApiError naming what is wrong: missing, forged, stale (older than 5 minutes, or from the
 * future by as much) or replayed.
 */
export class SignatureVerifier {
  private lastPurge = 0;

  constructor(
    private readonly db: Database,
    private readonly key: string,
  ) {}

  async verify(headerValue: string | undefined, body: string, now: number): Promise<void> {
    if (!headerValue) throw new ApiError(ErrorCode.SIGNATURE_MISSING);
    const parsed = parseSignatureHeader(headerValue);
    if (!parsed) throw new ApiError(ErrorCode.SIGNATURE_INVALID);

    const expected = Buffer.from(await computeSignature(this.key, body, parsed.timestamp), "base64");
    const given = Buffer.from(parsed.signature, "base64");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ApiError(ErrorCode.SIGNATURE_INVALID);
    }
    if (Math.abs(now - parsed.timestamp) > SIGNATURE_MAX_AGE_MS) throw new ApiError(ErrorCode.SIGNATURE_EXPIRED);

    await this.purgeExpired(now);
    const inserted = await this.db
      .insert(usedSignatures)
      .values({ signature: parsed.signature, expiresAt: new Date(parsed.timestamp + SIGNATURE_MAX_AGE_MS) })
      .onConflictDoNothing()
      .returning({ signature: usedSignatures.signature });
    if (inserted.length === 0) throw new ApiError(ErrorCode.SIGNATURE_REPLAYED);
  }

  private async purgeExpired(now: number) {
    if (now - this.lastPurge < PURGE_INTERVAL_MS) return;
    this.lastPurge = now;
    await this.db.delete(usedSignatures).where(lt(usedSignatures.expiresAt, new Date(now)));
  }
}
