import { describe, expect, it } from "vitest";
import { STAGE_STATUS } from "../commerce/stages.js";
import { DEBIT_LEAD_MS, debitHorizon, debitOpensAt, isDueForDebit } from "./debit-window.js";

const DUE = new Date("2026-03-10T09:30:00Z");
const at = (iso: string) => new Date(iso);

describe("the debit window of an auto-pay stage", () => {
  it("opens 24 hours before the stage is due", () => {
    expect(DEBIT_LEAD_MS).toBe(86_400_000);
    expect(debitOpensAt(DUE)).toEqual(at("2026-03-09T09:30:00Z"));
    expect(debitHorizon(at("2026-03-09T09:30:00Z"))).toEqual(DUE);
  });

  it("takes a stage still to be paid from the first millisecond of its window, and on after its due date", () => {
    const stage = { status: STAGE_STATUS.registrationOpens, dueAt: DUE };
    expect(isDueForDebit(stage, at("2026-03-09T09:29:59.999Z"))).toBe(false);
    expect(isDueForDebit(stage, at("2026-03-09T09:30:00Z"))).toBe(true);
    expect(isDueForDebit(stage, DUE)).toBe(true);
    expect(isDueForDebit(stage, at("2026-03-12T00:00:00Z"))).toBe(true);
    expect(isDueForDebit({ status: STAGE_STATUS.toBePaidAfterTransfer, dueAt: DUE }, DUE)).toBe(true);
  });

  it("never takes a stage paid, expired, paid at checkout or not selected", () => {
    for (const status of [STAGE_STATUS.paid, STAGE_STATUS.expired, STAGE_STATUS.courseBegins, STAGE_STATUS.midCourseSignUp, STAGE_STATUS.paidBeforeTransfer, STAGE_STATUS.notSelected]) {
      expect(isDueForDebit({ status, dueAt: DUE }, DUE), String(status)).toBe(false);
    }
  });
});
