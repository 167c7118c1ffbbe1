import {
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaLoadingIndicator,
  MediaMuteButton,
  MediaPlayButton,
  MediaSeekBackwardButton,
  MediaSeekForwardButton,
  MediaTimeDisplay,
  MediaTimeRange,
} from "media-chrome/react";
import { addTranslation, setLanguage } from "media-chrome/utils/i18n";
import { useEffect, useRef, useState } from "react";
import { resumePosition } from "../../../rules/learning/recorded-courses.js";
import { attachHls } from "./hls-source.js";
import type { MediaChromeTexts } from "./media-chrome-texts.js";
import { useWatchSaver } from "./use-watch-saver.js";

/** SPEC §9: the recorded video's seek step, for the buttons and the arrow keys alike. */
export const SEEK_STEP_SECONDS = 10;

export interface RecordedPlayerProps {
  skuId: string;
  lesson: { number: number; videoUrl: string; durationSeconds: number; positionSeconds: number };
  /** What the video is, for a screen reader: the lesson's number and title. */
  label: string;
  language: string;
  texts: MediaChromeTexts;
  onFailure: () => void;
}

/**
 * A lesson's video in media-chrome's controls (play, 10 s back and forward, the time bar and time, sound, full
 * screen; media-chrome's keys: Space or k, and ← → by its default step, 10 s), from where the student stopped. Loaded by the video
 * page only, after it has shown: media-chrome and hls.js are no part of any other page.
 */
export default function RecordedPlayer({ skuId, lesson, label, language, texts, onFailure }: RecordedPlayerProps) {
  useState(() => {
    // Before media-chrome's elements are made: they read their words as they connect.
    addTranslation(language, texts);
    setLanguage(language);
    return null;
  });
  const videoRef = useRef<HTMLVideoElement>(null);
  useWatchSaver(videoRef, skuId, lesson.number, lesson.positionSeconds);
  const startAt = resumePosition(lesson.positionSeconds, lesson.durationSeconds);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let source: { detach(): void } | null = null;
    let gone = false;
    const resume = () => {
      if (startAt > 0) video.currentTime = startAt;
    };
    video.addEventListener("loadedmetadata", resume, { once: true });
    video.addEventListener("error", onFailure);
    void attachHls(video, lesson.videoUrl, onFailure).then((attached) => {
      if (gone) attached.detach();
      else source = attached;
    });
    return () => {
      gone = true;
      video.removeEventListener("loadedmetadata", resume);
      video.removeEventListener("error", onFailure);
      source?.detach();
    };
  }, [lesson.videoUrl, startAt, onFailure]);

  return (
    <MediaController className="recorded-player" lang={language}>
      <video slot="media" ref={videoRef} preload="metadata" playsInline aria-label={label} />
      <MediaLoadingIndicator slot="centered-chrome" noAutohide />
      <MediaControlBar className="recorded-player__bar">
        <MediaPlayButton />
        {/* No tooltips: their words beside the icon's "10" would not be the buttons' names (WCAG 2.5.3, label in name). */}
        <MediaSeekBackwardButton seekOffset={SEEK_STEP_SECONDS} noTooltip />
        <MediaSeekForwardButton seekOffset={SEEK_STEP_SECONDS} noTooltip />
        <MediaTimeRange />
        {/* Shown, not a button: the time bar tells a screen reader the time. */}
        <MediaTimeDisplay showDuration noToggle />
        <MediaMuteButton />
        <MediaFullscreenButton />
      </MediaControlBar>
    </MediaController>
  );
}
