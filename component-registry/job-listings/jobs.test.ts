import { describe, expect, it } from "vitest";
import { EMPLOYMENT_KEYS, toggleJob } from "./jobs.js";

describe("jobs", () => {
  it("has an i18n key for every employment type", () => {
    expect(EMPLOYMENT_KEYS).toEqual({
      "full-time": "fullTime",
      "part-time": "partTime",
      contract: "contract",
      internship: "internship",
    });
  });

  it("opens a closed job and closes an open one without changing the given set", () => {
    const none = new Set<number>();
    const first = toggleJob(none, 0);
    expect([...first]).toEqual([0]);
    expect(none.size).toBe(0);
    expect([...toggleJob(first, 2)].sort()).toEqual([0, 2]);
    expect([...toggleJob(first, 0)]).toEqual([]);
  });
});
