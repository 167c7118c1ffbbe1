import type { TFunction } from "i18next";

/**
 * The player's own words (media-chrome's labels, tooltips and the time read to a screen reader), keyed as media-chrome
 * names them, taken from the learning area's texts so that the player speaks every language of the site.
 */
const MEDIA_CHROME_KEYS = {
  Play: "recorded.player.chrome.playTooltip",
  Pause: "recorded.player.chrome.pauseTooltip",
  play: "recorded.player.chrome.play",
  pause: "recorded.player.chrome.pause",
  "Seek backward": "recorded.player.chrome.seekBackwardTooltip",
  "Seek forward": "recorded.player.chrome.seekForwardTooltip",
  "seek back {seekOffset} seconds": "recorded.player.chrome.seekBack",
  "seek forward {seekOffset} seconds": "recorded.player.chrome.seekForward",
  seek: "recorded.player.chrome.seek",
  "playback time": "recorded.player.chrome.playbackTime",
  "{currentTime} of {totalTime}": "recorded.player.chrome.timeOf",
  "{time} remaining": "recorded.player.chrome.remaining",
  "video not loaded, unknown time.": "recorded.player.chrome.unknownTime",
  "video player": "recorded.player.chrome.videoPlayer",
  "media loading": "recorded.player.chrome.loading",
  Mute: "recorded.player.chrome.muteTooltip",
  Unmute: "recorded.player.chrome.unmuteTooltip",
  mute: "recorded.player.chrome.mute",
  unmute: "recorded.player.chrome.unmute",
  "Enter fullscreen mode": "recorded.player.chrome.enterFullscreenTooltip",
  "Exit fullscreen mode": "recorded.player.chrome.exitFullscreenTooltip",
  "enter fullscreen mode": "recorded.player.chrome.enterFullscreen",
  "exit fullscreen mode": "recorded.player.chrome.exitFullscreen",
  hour: "recorded.player.chrome.hour",
  hours: "recorded.player.chrome.hours",
  minute: "recorded.player.chrome.minute",
  minutes: "recorded.player.chrome.minutes",
  second: "recorded.player.chrome.second",
  seconds: "recorded.player.chrome.seconds",
} as const;

export type MediaChromeTexts = Record<keyof typeof MEDIA_CHROME_KEYS, string>;

/** media-chrome fills its own placeholders, written {seekOffset}: the texts' {{seekOffset}} are given back as such. */
const MEDIA_CHROME_PLACEHOLDERS = Object.fromEntries(["seekOffset", "time", "currentTime", "totalTime"].map((name) => [name, `{${name}}`]));

/** media-chrome's dictionary in the page's language. */
export function mediaChromeTexts(t: TFunction): MediaChromeTexts {
  return Object.fromEntries(Object.entries(MEDIA_CHROME_KEYS).map(([key, textKey]) => [key, t(textKey, MEDIA_CHROME_PLACEHOLDERS)])) as MediaChromeTexts;
}
