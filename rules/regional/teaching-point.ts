import { distanceKm, hasCoordinates, isOnlinePoint, nearestPoint, type Position } from "./nearest.js";
import type { Site } from "../../schemas/site.js";

/** SPEC §2 Geolocation and §5: which teaching point the triage desk works with, and how the choice is kept. */

export type TeachingPoint = Site["teachingPoints"][number];
export { hasCoordinates, isOnlinePoint, type Position };

/** The part of the Web Storage API used here; the browser's storages and test doubles both fit. */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem">;

/**
 * The default teaching point: the nearest within 30 km of the visitor, else the Online point, else the first.
 * Without a known position there is nothing near, so the Online point, else the first. Undefined without points.
 */
export function defaultTeachingPoint(points: readonly TeachingPoint[], position?: Position): TeachingPoint | undefined {
  if (position) return nearestPoint(points, position);
  return points.find(isOnlinePoint) ?? points[0];
}

/** How far a teaching point is from the visitor, in km; undefined for the Online point or an unknown position. */
export function teachingPointDistanceKm(point: TeachingPoint, position?: Position): number | undefined {
  if (!position || isOnlinePoint(point) || !hasCoordinates(point)) return undefined;
  return distanceKm(position, point);
}

/**
 * The storage key of a site's choice: the session keeps the visitor's choice, the local storage their lasting
 * preference, each per site locale so one site's campus never stands for another's.
 */
export const teachingPointKey = (locale: string) => `triage.teachingPoint.${locale}`;

/** Where the visitor's position, asked once per session, is kept; "denied" records a refusal or an error. */
export const POSITION_KEY = "triage.position";
const DENIED = "denied";

// Plain checks rather than zod: these rules load with every page (the frame's tips use the storage helpers).
const isInRange = (value: unknown, limit: number): value is number => typeof value === "number" && Math.abs(value) <= limit;

function isStoredPosition(value: unknown): value is Position {
  const candidate = value as Partial<Position> | null;
  return typeof candidate === "object" && candidate !== null && isInRange(candidate.lat, 90) && isInRange(candidate.lng, 180);
}

/** A storage of the browser, or undefined where reading it throws (private mode, blocked cookies). */
export function browserStorage(kind: "sessionStorage" | "localStorage"): KeyValueStore | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

function readItem(storage: KeyValueStore | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes an item; a full or blocked storage only means the choice is not remembered. */
function writeItem(storage: KeyValueStore | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Nothing to do: remembering is a convenience.
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The teaching point stored for this locale, if it is still one of the site's points; anything else is ignored. */
export function readStoredTeachingPoint(
  storage: KeyValueStore | undefined,
  locale: string,
  points: readonly TeachingPoint[],
): TeachingPoint | undefined {
  const id = parseJson(readItem(storage, teachingPointKey(locale)));
  return typeof id === "number" ? points.find((point) => point.id === id) : undefined;
}

export function storeTeachingPoint(storage: KeyValueStore | undefined, locale: string, point: TeachingPoint): void {
  writeItem(storage, teachingPointKey(locale), JSON.stringify(point.id));
}

export interface Remembered {
  session: KeyValueStore | undefined;
  local: KeyValueStore | undefined;
}

/** The point the visitor chose: this session's choice, else their lasting preference. */
export function rememberedTeachingPoint(
  points: readonly TeachingPoint[],
  locale: string,
  { session, local }: Remembered,
): TeachingPoint | undefined {
  return readStoredTeachingPoint(session, locale, points) ?? readStoredTeachingPoint(local, locale, points);
}

/** Confirming a switch keeps it as this session's choice and as the preference for later visits. */
export function rememberTeachingPoint(locale: string, { session, local }: Remembered, point: TeachingPoint): void {
  storeTeachingPoint(session, locale, point);
  storeTeachingPoint(local, locale, point);
}

/**
 * What this session knows of the visitor's position: "unasked" before the one question of the session,
 * "unknown" after a refusal or an error (or unreadable data), else the position.
 */
export function readStoredPosition(session: KeyValueStore | undefined): Position | "unasked" | "unknown" {
  const text = readItem(session, POSITION_KEY);
  if (text === null) return "unasked";
  const position = parseJson(text);
  return isStoredPosition(position) ? { lat: position.lat, lng: position.lng } : "unknown";
}

export function storePosition(session: KeyValueStore | undefined, position: Position | undefined): void {
  writeItem(session, POSITION_KEY, position ? JSON.stringify({ lat: position.lat, lng: position.lng }) : DENIED);
}
