import { useEffect, type RefObject } from "react";
import { WATCH_FIELDS, watchPositionPath } from "./recorded-paths.js";

/** SPEC §9 seeks in steps of 10 s; the position is saved about as often while the lesson plays. */
export const SAVE_EVERY_MS = 10_000;

/**
 * Saves where the student is in the lesson (recordLessonWatch, through the page's resource route) every 10 seconds
 * while it plays, when it pauses or ends, and when the student leaves the page or the lesson: a save that outlives
 * the page (keepalive), sent only when the whole second has moved. A save that fails is let go: the next one covers it.
 */
export function useWatchSaver(videoRef: RefObject<HTMLVideoElement | null>, skuId: string, lessonNumber: number, savedSeconds: number) {
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let lastSaved = savedSeconds;
    const save = () => {
      const position = Math.floor(video.currentTime);
      if (!Number.isFinite(position) || position === lastSaved || video.readyState === 0) return;
      lastSaved = position;
      const body = new FormData();
      body.set(WATCH_FIELDS.lesson, String(lessonNumber));
      body.set(WATCH_FIELDS.position, String(position));
      fetch(watchPositionPath(skuId), { method: "POST", body, keepalive: true, credentials: "same-origin" }).catch(() => undefined);
    };
    const whilePlaying = window.setInterval(() => {
      if (!video.paused) save();
    }, SAVE_EVERY_MS);
    video.addEventListener("pause", save);
    video.addEventListener("ended", save);
    window.addEventListener("pagehide", save);
    return () => {
      window.clearInterval(whilePlaying);
      video.removeEventListener("pause", save);
      video.removeEventListener("ended", save);
      window.removeEventListener("pagehide", save);
      save();
    };
  }, [videoRef, skuId, lessonNumber, savedSeconds]);
}
