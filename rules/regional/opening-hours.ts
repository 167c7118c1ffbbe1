import type { OpeningHours } from "../../schemas/site.js";
import { dateTimeFormat } from "./intl-formats.js";

export type OpeningHoursLine = { days: string; hours: string };

/**
 * Opening hours as a parent reads them in the page's language: runs of consecutive days joined ("Mon – Fri"),
 * times in the language's clock ("3:30 PM" in English, "15:30" in French and Japanese).
 */
export function openingHoursLines(openingHours: readonly OpeningHours[], language: string): OpeningHoursLine[] {
  // 2024-01-01 was a Monday: ISO day n is January n, read in UTC so no timezone moves it.
  const weekday = dateTimeFormat(language, { weekday: "short", timeZone: "UTC" });
  const clock = dateTimeFormat(language, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  const dayName = (day: number) => weekday.format(Date.UTC(2024, 0, day));
  const time = (value: string) => {
    const [hours, minutes] = value.split(":").map(Number);
    return clock.format(Date.UTC(2024, 0, 1, hours, minutes));
  };
  return openingHours.map(({ days, opens, closes }) => ({
    days: dayRuns([...new Set(days)].sort((a, b) => a - b))
      .map(([first, last]) => (first === last ? dayName(first) : `${dayName(first)} – ${dayName(last)}`))
      .join(", "),
    hours: `${time(opens)} – ${time(closes)}`,
  }));
}

function dayRuns(days: number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && day === run[1] + 1) run[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** Opening hours in one line of the page's language, for a sentence ("Mon – Fri 9:00 AM – 6:00 PM; Sat …"). */
export function openingHoursText(openingHours: readonly OpeningHours[], language: string): string {
  return openingHoursLines(openingHours, language)
    .map((line) => `${line.days} ${line.hours}`)
    .join("; ");
}
