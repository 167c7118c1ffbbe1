// Makes the demo videos of fixtures/art/demo-videos.ts with ffmpeg (Debian's, with libx264 and DejaVu fonts) into
// public/: each one HLS playlist over a single fragmented-MP4 file (byte ranges), 640x360 at 15 frames a second,
// a key frame every 2 seconds so that a seek lands close. Run again only with a new DEMO_VIDEO_CUT.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { DEMO_VIDEO_DIR, DEMO_VIDEOS, type DemoVideo } from "../fixtures/art/demo-videos.js";

const FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const FRAMES_PER_SECOND = 15;
const outDir = join(import.meta.dirname, "..", "public", DEMO_VIDEO_DIR);

function filterOf({ seconds, sign }: DemoVideo): string {
  const text = (value: string, size: number, colour: string, x: string, y: string) =>
    `drawtext=fontfile=${FONT}:text='${value}':fontsize=${size}:fontcolor=${colour}:x=${x}:y=${y}`;
  return [
    // The bar fills from the left as the video plays.
    `[0][1]overlay=x='(t/${seconds}-1)*W':y=H-h`,
    text(sign, 64, "white@0.35", "32", "24"),
    text(String.raw`%{eif\:t/60\:d}\:%{eif\:mod(t\,60)\:d\:2}`, 140, "white", "(w-tw)/2", "(h-th)/2-10"),
    text(String.raw`%{eif\:t\:d} / ${seconds}`, 28, "white@0.8", "(w-tw)/2", "h-70"),
  ].join(",");
}

function make(video: DemoVideo) {
  // One frame more than the length, so that the last frame shows the full length and players round to it, not below.
  const frames = video.seconds * FRAMES_PER_SECOND + 1;
  const input = (colour: string, size: string) => ["-f", "lavfi", "-i", `color=c=${colour}:s=${size}:r=${FRAMES_PER_SECOND}:d=${frames / FRAMES_PER_SECOND}`];
  const keyFrames = String(FRAMES_PER_SECOND * 2);
  const args = [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...input(video.board, "640x360"),
    ...input(video.bar, "640x10"),
    ...["-filter_complex", filterOf(video)],
    ...["-c:v", "libx264", "-preset", "veryslow", "-crf", "30", "-profile:v", "main", "-pix_fmt", "yuv420p"],
    ...["-frames:v", String(frames), "-g", keyFrames, "-keyint_min", keyFrames, "-sc_threshold", "0", "-an"],
    ...["-f", "hls", "-hls_time", "10", "-hls_playlist_type", "vod", "-hls_segment_type", "fmp4", "-hls_flags", "single_file"],
    join(outDir, `${video.name}.m3u8`),
  ];
  const run = spawnSync("ffmpeg", args, { stdio: "inherit" });
  if (run.status !== 0) throw new Error(`ffmpeg failed for ${video.name}`);
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const video of DEMO_VIDEOS) make(video);
console.log(`made ${DEMO_VIDEOS.length} demo videos into public/${DEMO_VIDEO_DIR}`);
