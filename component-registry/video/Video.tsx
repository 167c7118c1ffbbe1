import { useTranslation } from "react-i18next";
import type { ViewProps } from "../define.js";
import type { VideoData } from "./schema.js";

/** Full width at 16:9 from the first paint, so the page does not move when the video's metadata arrives. */
const PLAYER_STYLE = { width: "100%", aspectRatio: "16 / 9" } as const;

/** A video with the browser's own controls; only its metadata loads until the visitor plays it. */
export default function Video({ data, environment }: ViewProps<VideoData>) {
  const { t } = useTranslation();
  return (
    <figure className="video">
      <video
        className="video__player"
        controls
        preload="metadata"
        playsInline
        src={data.src}
        poster={data.poster}
        aria-label={data.title || undefined}
        style={PLAYER_STYLE}
      >
        {data.captions && (
          <track kind="captions" src={data.captions} srcLang={environment.language} label={t("components.video.captions")} />
        )}
        <p className="video__fallback">
          {t("components.video.unsupported")} <a href={data.src}>{t("components.video.download")}</a>
        </p>
      </video>
      {data.title && <figcaption className="video__title">{data.title}</figcaption>}
    </figure>
  );
}
