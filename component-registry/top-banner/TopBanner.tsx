import type { ViewProps } from "../define.js";
import { MOBILE_IMAGE_MEDIA } from "../../ui/media-images.js";
import { SafeImage } from "../../ui/SafeImage.js";
import type { TopBannerData } from "./schema.js";

export default function TopBanner({ data }: ViewProps<TopBannerData>) {
  return (
    <section className="top-banner" style={{ backgroundColor: data.backgroundColor }}>
      {/* The banner opens the page: its image is the largest thing a visitor first sees, never loaded lazily. */}
      <SafeImage
        src={data.image}
        alt={data.imageAlt ?? ""}
        className="top-banner__image"
        loading="eager"
        alternates={data.mobileImage ? [{ media: MOBILE_IMAGE_MEDIA, src: data.mobileImage }] : []}
        picture
      />
      <div className="top-banner__text">
        <h1>{data.headline}</h1>
        {data.subline && <p>{data.subline}</p>}
        {data.button && (
          <a
            className="button button--primary"
            href={data.button.link.url}
            {...(data.button.link.newWindow ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {data.button.label}
          </a>
        )}
      </div>
    </section>
  );
}
