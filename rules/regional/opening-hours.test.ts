import { describe, expect, it } from "vitest";
import { openingHoursLines, openingHoursText } from "./opening-hours.js";

// ICU puts a narrow no-break space before AM/PM; Node versions differ in which space.
const plainSpaces = (text: string) => text.replace(/\s/g, " ");

describe("openingHoursLines", () => {
  const hours = [
    { days: [5, 1, 2, 3, 4], opens: "15:30", closes: "20:30" },
    { days: [2, 4, 6, 7], opens: "09:00", closes: "18:00" },
  ];

  it("joins runs of days and writes times in the language's clock", () => {
    expect(openingHoursLines(hours, "en").map((line) => ({ ...line, hours: plainSpaces(line.hours) }))).toEqual([
      { days: "Mon – Fri", hours: "3:30 PM – 8:30 PM" },
      { days: "Tue, Thu, Sat – Sun", hours: "9:00 AM – 6:00 PM" },
    ]);
    expect(openingHoursLines(hours, "fr")[0]).toEqual({ days: "lun. – ven.", hours: "15:30 – 20:30" });
    expect(openingHoursLines(hours, "ja")[0]).toEqual({ days: "月 – 金", hours: "15:30 – 20:30" });
  });

  it("has no line for a place without hours", () => {
    expect(openingHoursLines([], "en")).toEqual([]);
  });

  it("reads as one line for a sentence", () => {
    expect(plainSpaces(openingHoursText(hours, "en"))).toBe("Mon – Fri 3:30 PM – 8:30 PM; Tue, Thu, Sat – Sun 9:00 AM – 6:00 PM");
    expect(openingHoursText([], "ja")).toBe("");
  });
});
