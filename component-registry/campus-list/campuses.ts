import type { ResponseOf } from "../../schemas/api/contract.js";
import { isOnlinePoint } from "../../rules/regional/nearest.js";

/** A teaching point as school config gives it (SPEC §3 teaching point / campus). */
export type TeachingPoint = ResponseOf<"requerySchoolConfig">["list"][number]["schoolTeachingPoints"][number];

/** The campuses a list shows, in the school's order: the Online point only when asked for. */
export function campusesToShow<P extends TeachingPoint>(points: readonly P[], includeOnline = false): P[] {
  return points.filter((point) => includeOnline || !isOnlinePoint(point));
}

/** The teaching points of the school with this code; none when the school is unknown. */
export function schoolTeachingPoints(
  schools: readonly { schoolCode: string; schoolTeachingPoints: TeachingPoint[] }[],
  schoolCode: string,
): TeachingPoint[] {
  return schools.find((school) => school.schoolCode === schoolCode)?.schoolTeachingPoints ?? [];
}

/**
 * Where a parent gets directions to a campus: a map app's route to it (Amap in mainland China, where Google
 * Maps does not answer; Google Maps elsewhere, which phones open in their map app). By address when it has
 * one, so the route ends at the door, else by coordinates.
 */
export function directionsUrl(point: Pick<TeachingPoint, "name" | "address" | "lat" | "lng">, countryCode: string): string | undefined {
  const hasPosition = point.lat !== null && point.lng !== null;
  if (countryCode === "CN") {
    if (!hasPosition) return undefined;
    const query = new URLSearchParams({ to: `${point.lng},${point.lat},${point.name}`, mode: "car", callnative: "1" });
    return `https://uri.amap.com/navigation?${query}`;
  }
  const destination = point.address || (hasPosition ? `${point.lat},${point.lng}` : "");
  if (!destination) return undefined;
  return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: "1", destination })}`;
}

export type OpeningHoursLine = { days: string; hours: string };

/**
 * Opening hours as a parent reads them in the page's language: runs of consecutive days joined ("Mon – Fri"),
 * times in the language's clock ("3:30 PM" in English, "15:30" in French and Japanese).
 */
export function openingHoursLines(openingHours: TeachingPoint["openingHours"], language: string): OpeningHoursLine[] {
  // 2024-01-01 was a Monday: ISO day n is January n, read in UTC so no timezone moves it.
  const weekday = new Intl.DateTimeFormat(language, { weekday: "short", timeZone: "UTC" });
  const clock = new Intl.DateTimeFormat(language, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
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
