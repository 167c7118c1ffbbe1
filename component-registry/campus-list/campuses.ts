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
