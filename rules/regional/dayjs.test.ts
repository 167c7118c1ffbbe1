import { describe, expect, it } from "vitest";
import { dayjs, instantIn } from "./dayjs.js";

describe("instantIn", () => {
  const zones = ["America/Los_Angeles", "Europe/London", "Asia/Kolkata", "Asia/Kathmandu", "Australia/Lord_Howe", "Pacific/Chatham", "UTC"];
  // Either side of DST changes in both hemispheres, a leap day, and instants with milliseconds.
  const instants = ["2026-03-08T09:59:59.999Z", "2026-03-08T10:00:00Z", "2026-10-25T00:59:59Z", "2026-10-25T01:00:00.5Z", "2028-02-29T23:30:00Z", "2026-04-05T02:45:00Z"];

  it.each(zones)("shows the same wall clock and offset as the timezone plugin in %s", (zone) => {
    for (const iso of instants) {
      const ms = Date.parse(iso);
      const fast = instantIn(ms, zone);
      const plugin = dayjs(ms).tz(zone);
      expect(fast.format("YYYY-MM-DD HH:mm:ss.SSS Z"), `${iso} in ${zone}`).toBe(plugin.format("YYYY-MM-DD HH:mm:ss.SSS Z"));
      expect(fast.valueOf()).toBe(ms);
    }
  });

  it("throws for a zone Intl does not know, as the plugin does", () => {
    expect(() => instantIn(0, "Not/AZone")).toThrow();
  });
});
