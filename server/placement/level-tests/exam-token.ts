import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * The utoken of an evaluation start (SPEC §3 Evaluation response, decision 0035): who takes which test, until when,
 * signed so the exam page (the built-in one or an external exam service holding EXAM_SERVICE_SECRET) can trust it
 * without asking the storefront. Built in, the key is derived from OTP_SECRET under its own label.
 */
export interface ExamTicket {
  uid: string;
  examId: string;
  gradeId: number;
  /** Milliseconds since the epoch after which the ticket opens nothing. */
  expiresAt: number;
}

/** A ticket opens the test for this long: enough to read the instructions, not to pass it on for days. */
export const EXAM_TICKET_MS = 30 * 60_000;

const derivedKeys = new Map<string, Buffer>();
function keyOf(secret: string, external: boolean): Buffer {
  if (external) return Buffer.from(secret);
  let key = derivedKeys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "", "exam-ticket", 32));
    derivedKeys.set(secret, key);
  }
  return key;
}

export interface ExamTicketKey {
  secret: string;
  /** True when the secret is shared with an external exam service as it is. */
  external: boolean;
}

const mac = (key: ExamTicketKey, body: string) => createHmac("sha256", keyOf(key.secret, key.external)).update(body).digest("base64url");

/** `<payload>.<signature>`, both base64url: the payload is the ticket as JSON. */
export function signExamTicket(key: ExamTicketKey, ticket: ExamTicket): string {
  const body = Buffer.from(JSON.stringify(ticket)).toString("base64url");
  return `${body}.${mac(key, body)}`;
}

/** The ticket a utoken carries, or null when it is malformed, forged or expired. */
export function readExamTicket(key: ExamTicketKey, token: string, now: Date): ExamTicket | null {
  const [body, signature, ...rest] = token.split(".");
  if (!body || !signature || rest.length > 0) return null;
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let ticket: Partial<ExamTicket>;
  try {
    ticket = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<ExamTicket>;
  } catch {
    return null;
  }
  const { uid, examId, gradeId, expiresAt } = ticket;
  if (typeof uid !== "string" || typeof examId !== "string" || !Number.isInteger(gradeId) || !Number.isInteger(expiresAt)) return null;
  if ((expiresAt as number) <= now.getTime()) return null;
  return { uid, examId, gradeId: gradeId as number, expiresAt: expiresAt as number };
}
