import { describe, expect, it } from "vitest";
import { EXAM_TICKET_MS, readExamTicket, signExamTicket } from "./exam-token.js";

const key = { secret: "s".repeat(32), external: false };
const now = new Date("2026-11-27T10:00:00Z");
const ticket = { uid: "5b0c7c8e-0000-4000-8000-000000000001", examId: "math-middle-primary", gradeId: 105, expiresAt: now.getTime() + EXAM_TICKET_MS };

describe("exam tickets (utoken)", () => {
  it("read back what was signed until it expires", () => {
    const token = signExamTicket(key, ticket);
    expect(readExamTicket(key, token, now)).toEqual(ticket);
    expect(readExamTicket(key, token, new Date(ticket.expiresAt))).toBeNull();
  });

  it("open nothing once changed, under another key, or malformed", () => {
    const token = signExamTicket(key, ticket);
    const [body, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ ...ticket, examId: "math-upper-secondary" })).toString("base64url");
    expect(readExamTicket(key, `${forged}.${signature}`, now)).toBeNull();
    expect(readExamTicket({ ...key, secret: "t".repeat(32) }, token, now)).toBeNull();
    expect(readExamTicket({ ...key, external: true }, token, now)).toBeNull();
    for (const bad of ["", "abc", `${body}`, `${body}.${signature}.x`, `${body}.`]) expect(readExamTicket(key, bad, now)).toBeNull();
  });

  it("refuse a signed body that is not a ticket", () => {
    const external = { secret: "e".repeat(32), external: true };
    const token = signExamTicket(external, { ...ticket, gradeId: 1.5 });
    expect(readExamTicket(external, token, now)).toBeNull();
  });
});
