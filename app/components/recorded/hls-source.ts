/** An HLS playlist on a video element, and how to take it off again. */
export interface AttachedSource {
  detach(): void;
}

const HLS_TYPE = "application/vnd.apple.mpegurl";

/**
 * Plays an HLS playlist: through the browser's own HLS where it has one (Safari, Chromium from 141, Debian's
 * included), else through hls.js on Media Source Extensions, loaded only then. Calls `onFailure` when neither can.
 */
export async function attachHls(video: HTMLVideoElement, url: string, onFailure: () => void): Promise<AttachedSource> {
  if (video.canPlayType(HLS_TYPE)) {
    video.src = url;
    return {
      detach() {
        video.removeAttribute("src");
        video.load();
      },
    };
  }
  const { default: Hls } = await import("hls.js");
  if (!Hls.isSupported()) {
    onFailure();
    return { detach() {} };
  }
  const hls = new Hls();
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFailure();
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return { detach: () => hls.destroy() };
}
