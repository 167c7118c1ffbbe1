import { useEffect } from "react";
import { campusRedirectFor, isHomePath } from "../../../rules/regional/geolocation.js";
import { useShell } from "./use-shell.js";

const DONE_KEY = "geoRedirectDone";

/**
 * Once per session, on the home page: ask where the visitor is and send them to the nearest campus page
 * within 30 km. A refusal or an error counts as done too (SPEC §2 Geolocation).
 */
export function CampusRedirect() {
  const { site, path } = useShell();
  useEffect(() => {
    if (!isHomePath(path) || sessionStorage.getItem(DONE_KEY) || !("geolocation" in navigator)) return;
    if (!site.teachingPoints.some((point) => point.pagePath)) return;
    const done = () => sessionStorage.setItem(DONE_KEY, "1");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        done();
        const target = campusRedirectFor(site.teachingPoints, { lat: coords.latitude, lng: coords.longitude });
        if (target) window.location.assign(target);
      },
      done,
      { timeout: 10_000, maximumAge: 600_000 },
    );
  }, [site, path]);
  return null;
}
