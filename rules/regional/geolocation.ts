import { NEAREST_MAX_KM, pointsByDistance, type PlacedPoint, type Position } from "./nearest.js";

/**
 * SPEC §2 Geolocation: on the home page, once per session, a visitor within 30 km of a campus that has its
 * own page is sent to it. Undefined when no such campus is near.
 */
export function campusRedirectFor<P extends PlacedPoint & { pagePath?: string }>(
  points: readonly P[],
  position: Position,
): string | undefined {
  const nearest = pointsByDistance(
    points.filter((point) => point.pagePath),
    position,
  )[0];
  return nearest && nearest.distanceKm <= NEAREST_MAX_KM ? nearest.point.pagePath : undefined;
}

export const isHomePath = (path: string) => path === "/" || path === "/home";
