import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import {
  browserStorage,
  defaultTeachingPoint,
  hasCoordinates,
  readStoredPosition,
  rememberedTeachingPoint,
  rememberTeachingPoint,
  storePosition,
  type Position,
  type TeachingPoint,
} from "../../../rules/regional/teaching-point.js";
import { useShell } from "../shell/use-shell.js";

interface TeachingPointState {
  points: readonly TeachingPoint[];
  /** The point in use: the remembered choice, else the default for the visitor's position. */
  current: TeachingPoint | undefined;
  /** The visitor's position, once they have allowed it this session. */
  position: Position | undefined;
  /** A confirmed switch: used at once and remembered (session and local storage). */
  choose(point: TeachingPoint): void;
}

const TeachingPointContext = createContext<TeachingPointState | null>(null);

const storages = () => ({ session: browserStorage("sessionStorage"), local: browserStorage("localStorage") });

/**
 * The triage layout's teaching point, shared by its header and its page. The browser is asked for the
 * position once per session; a refusal or an error is ignored and recorded as asked (SPEC §2 Geolocation).
 */
export function TeachingPointProvider({ children }: { children: ReactNode }) {
  const { site } = useShell();
  const points = site.teachingPoints;
  const [remembered, setRemembered] = useState<TeachingPoint>();
  const [position, setPosition] = useState<Position>();

  useEffect(() => {
    const { session, local } = storages();
    setRemembered(rememberedTeachingPoint(points, site.locale, { session, local }));
    const known = readStoredPosition(session);
    if (typeof known === "object") setPosition(known);
    if (known !== "unasked" || !("geolocation" in navigator)) return;
    // Only a point with coordinates has a distance: without one there is nothing to ask for.
    if (!points.some(hasCoordinates)) return;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const found = { lat: coords.latitude, lng: coords.longitude };
        storePosition(session, found);
        setPosition(found);
      },
      () => storePosition(session, undefined),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  }, [points, site.locale]);

  const choose = useCallback(
    (point: TeachingPoint) => {
      rememberTeachingPoint(site.locale, storages(), point);
      setRemembered(point);
    },
    [site.locale],
  );

  const value = useMemo(
    () => ({ points, current: remembered ?? defaultTeachingPoint(points, position), position, choose }),
    [points, remembered, position, choose],
  );
  return <TeachingPointContext.Provider value={value}>{children}</TeachingPointContext.Provider>;
}

export function useTeachingPoint(): TeachingPointState {
  const state = useContext(TeachingPointContext);
  if (!state) throw new Error("useTeachingPoint is used outside TeachingPointProvider");
  return state;
}
