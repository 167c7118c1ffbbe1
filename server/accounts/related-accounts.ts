import { hkdfSync } from "node:crypto";
import { EncryptJWT, jwtDecrypt } from "jose";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { ContactType, type ContactTypeValue } from "../../schemas/account-values.js";
import type { AccountRow, Contact } from "./accounts.js";

/**
 * The login contact a code for a related account goes to (login step 2): the kind the visitor entered in
 * step 1 when the account signs in with one, else its other one; null when it has neither.
 */
export function codeContactOf(account: Pick<AccountRow, "phone" | "countryCallingCode" | "email">, entered: ContactTypeValue): Contact | null {
  const phone = account.phone && account.countryCallingCode ? { phone: account.phone, countryCallingCode: account.countryCallingCode } : null;
  const email = account.email ? { email: account.email } : null;
  return entered === ContactType.phone ? (phone ?? email) : (email ?? phone);
}

/** How long a related account's reference works: as long as the code that revealed it. */
export const RELATED_REF_LIFETIME_SECONDS = 10 * 60;

const keys = new Map<string, Uint8Array>();

/** A key of its own for references, derived from OTP_SECRET (no other setting to keep). */
function keyFor(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new Uint8Array(hkdfSync("sha256", secret, "", "storefront related-account reference", 32));
    keys.set(secret, key);
  }
  return key;
}

/**
 * Seals a related account's contact into an opaque reference (an encrypted JWT, A256GCM): the browser can
 * neither read the address nor make a reference of its own, and it works only on the school's site that
 * gave it, for RELATED_REF_LIFETIME_SECONDS.
 */
export async function sealRelatedRef(secret: string, schoolCode: string, contact: Contact, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new EncryptJWT({ contact })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setAudience(schoolCode)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + RELATED_REF_LIFETIME_SECONDS)
    .encrypt(keyFor(secret));
}

/** The contact a reference stands for; any reference that is not one of ours, live and for this school answers 'code expired'. */
export async function openRelatedRef(secret: string, schoolCode: string, ref: string, now: Date): Promise<Contact> {
  try {
    const { payload } = await jwtDecrypt(ref, keyFor(secret), { audience: schoolCode, currentDate: now, requiredClaims: ["exp"] });
    const contact = payload.contact as Partial<Record<"phone" | "countryCallingCode" | "email", unknown>> | undefined;
    if (typeof contact?.email === "string") return { email: contact.email };
    if (typeof contact?.phone === "string" && typeof contact.countryCallingCode === "string")
      return { phone: contact.phone, countryCallingCode: contact.countryCallingCode };
  } catch {
    // Tampered, foreign, expired or for another school: all the same to the caller.
  }
  throw new ApiError(ErrorCode.CODE_EXPIRED);
}
