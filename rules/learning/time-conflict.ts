import type { Session } from "./change-window.js";

/**
 * The first of the child's other sessions that a session moved into would overlap (a transfer's or reschedule's
 * time conflict), or null. Sessions touching end to start do not overlap.
 */
export function firstConflict<S extends Session>(moving: readonly Session[], busy: readonly S[]): S | null {
  for (const other of busy) {
    if (moving.some((session) => session.startsAt.getTime() < other.endsAt.getTime() && other.startsAt.getTime() < session.endsAt.getTime())) return other;
  }
  return null;
}
