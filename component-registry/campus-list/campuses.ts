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

/** A position on OpenStreetMap, zoomed to street level with a marker. */
export const mapUrl = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;

/** A coordinate as shown: at most five decimals (about a metre), no trailing zeros. */
export const formatCoordinate = (value: number) => String(Number(value.toFixed(5)));
