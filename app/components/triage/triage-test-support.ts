import { vi } from "vitest";
import type { Position } from "../../../rules/regional/teaching-point.js";

/** The browser's answer to the position question: a place, a refusal, or none yet (the question stays open). */
export function answerGeolocation(answer: Position | "denied" | "pending") {
  const getCurrentPosition = vi.fn((found: PositionCallback, failed?: PositionErrorCallback | null) => {
    if (answer === "pending") return;
    if (answer === "denied") failed?.({ code: 1, message: "User denied Geolocation" } as GeolocationPositionError);
    else found({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
  });
  Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}
