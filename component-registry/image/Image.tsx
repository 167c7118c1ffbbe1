import type { ViewProps } from "../define.js";
import { SafeImage } from "../../ui/SafeImage.js";
import type { ImageData } from "./schema.js";

/** Attributes of a link that opens in a new window (the opened page gets no handle on this one). */
export const newWindowAttributes = (newWindow: boolean | undefined) =>
  newWindow ? ({ target: "_blank", rel: "noopener noreferrer" } as const) : {};

/**
 * A single image with optional caption and link; width and height reserve its space before it loads. A
 * media library image comes as AVIF or WebP at the width the screen needs (SafeImage).
 */
export default function Image({ data }: ViewProps<ImageData>) {
  const image = (
    <SafeImage
      className="image__img"
      src={data.src}
      alt={data.alt}
      width={data.width}
      height={data.height}
      decoding="async"
      picture
    />
  );
  return (
    <figure className="image">
      {data.link ? (
        <a
          className="image__link"
          href={data.link.url}
          // An image without alt text would leave the link unnamed: the caption names it then.
          aria-label={data.alt ? undefined : data.caption || undefined}
          {...newWindowAttributes(data.link.newWindow)}
        >
          {image}
        </a>
      ) : (
        image
      )}
      {data.caption && <figcaption className="image__caption">{data.caption}</figcaption>}
    </figure>
  );
}
