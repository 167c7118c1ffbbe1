/** SPEC §2 Geolocation: distances on a sphere of radius 6371 km; the nearest point counts within 30 km. */
export const EARTH_RADIUS_KM = 6371;
export const NEAREST_MAX_KM = 30;

export interface Position {
  lat: number;
  lng: number;
}

/** A teaching point as far as distances go: the venue named Online has no coordinates (SPEC §3). */
export interface PlacedPoint {
  name: string;
  lat: number | null;
  lng: number | null;
  online?: boolean;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two positions (haversine formula). */
export function distanceKm(a: Position, b: Position): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The Online venue: flagged so, or (in older data) named so. */
export const isOnlinePoint = (point: PlacedPoint) => point.online === true || point.name.trim().toLowerCase() === "online";

export const hasCoordinates = <P extends PlacedPoint>(point: P): point is P & Position =>
  typeof point.lat === "number" && typeof point.lng === "number";

/** The points that have a place (not Online, with coordinates), nearest first; ties keep their order. */
export function pointsByDistance<P extends PlacedPoint>(
  points: readonly P[],
  position: Position,
): { point: P; distanceKm: number }[] {
  return points
    .filter((point) => !isOnlinePoint(point) && hasCoordinates(point))
    .map((point) => ({ point, distanceKm: distanceKm(position, { lat: point.lat!, lng: point.lng! }) }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}

/**
 * The teaching point for a visitor at `position` (SPEC §2 Geolocation): the nearest one within `maxKm`,
 * else the Online point, else the first point; undefined only when there are no points.
 */
export function nearestPoint<P extends PlacedPoint>(
  points: readonly P[],
  position: Position,
  maxKm = NEAREST_MAX_KM,
): P | undefined {
  const nearest = pointsByDistance(points, position)[0];
  if (nearest && nearest.distanceKm <= maxKm) return nearest.point;
  return points.find(isOnlinePoint) ?? points[0];
}
