import { describe, expect, it } from "vitest";
import { firstConflict } from "./time-conflict.js";

const session = (from: string, to: string, name = "") => ({ startsAt: new Date(`2026-12-01T${from}:00Z`), endsAt: new Date(`2026-12-01T${to}:00Z`), name });

describe("firstConflict", () => {
  it("finds the first busy session a moved session overlaps, not one it only touches", () => {
    const busy = [session("08:00", "09:00", "early"), session("10:00", "11:00", "piano"), session("10:30", "12:00", "chess")];
    expect(firstConflict([session("09:00", "10:00")], busy)).toBeNull();
    expect(firstConflict([session("09:30", "10:01")], busy)?.name).toBe("piano");
    expect(firstConflict([session("11:30", "12:30")], busy)?.name).toBe("chess");
    expect(firstConflict([], busy)).toBeNull();
  });
});
