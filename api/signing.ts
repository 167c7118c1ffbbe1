/**
 * The anti-automation signature of SPEC §7: base64(HMAC-SHA256(key, body + time)), sent with the time in
 * one header, `Signature: t=<ms>,s=<base64>`. The key ships to browsers, so a valid signature proves only
 * that the caller ran our client recently; it never authenticates anyone.
 */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;

const encoder = new TextEncoder();

async function hmacKey(key: string) {
  return crypto.subtle.importKey("raw", encoder.encode(key), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
}

function toBase64(bytes: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export async function computeSignature(key: string, body: string, timestamp: number): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(key), encoder.encode(body + String(timestamp)));
  return toBase64(mac);
}

export function formatSignatureHeader(timestamp: number, signature: string): string {
  return `t=${timestamp},s=${signature}`;
}

export function parseSignatureHeader(value: string | undefined): { timestamp: number; signature: string } | null {
  const match = /^t=(\d{1,16}),s=([A-Za-z0-9+/]{43}=)$/.exec(value?.trim() ?? "");
  if (!match) return null;
  return { timestamp: Number(match[1]), signature: match[2]! };
}
