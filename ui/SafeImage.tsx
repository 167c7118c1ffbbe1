import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { mediaImageIn, reservedSize, sizesFor, sourcesFor, srcSetOf, useMediaImages } from "./media-images.js";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

type Props = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /**
   * Wraps a media library image in a <picture> that offers AVIF before WebP; only for an image its caller
   * does not place in a <picture> of its own (a <source> of the caller's would otherwise be lost).
   */
  picture?: boolean;
  /**
   * Images for the screens each `media` query matches (a phone's own crop), offered before this one in the
   * same <picture>, as AVIF and WebP when they are library images. Implies `picture`.
   */
  alternates?: readonly { media: string; src: string }[];
};

/**
 * An image that shows the default placeholder when its source fails to load (SPEC §8), also when it failed
 * before the page hydrated and React could hear the error. The only <img> of the storefront (ESLint).
 *
 * A media library image the page knows (MediaImagesContext) is responsive: the browser picks among its
 * WebP widths (`srcset`, `sizes` up to the width shown), its width and height reserve its space before it
 * loads, and its blurred placeholder shows until it has.
 */
export function SafeImage({ src, alt, picture = false, alternates = [], ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const images = useMediaImages();
  const media = mediaImageIn(images, src);
  useEffect(() => {
    setFailed(false);
    setLoaded(false);
    const image = ref.current;
    // A finished image that cannot be decoded is a broken one; one still loading reports through onLoad or onError.
    if (image?.complete && image.getAttribute("src") !== PLACEHOLDER_IMAGE && typeof image.decode === "function") {
      image.decode().then(
        () => setLoaded(true),
        () => setFailed(true),
      );
    }
  }, [src]);

  const responsive = media && !failed;
  const size = responsive ? reservedSize(media, rest.width, rest.height) : undefined;
  const sizes = rest.sizes ?? (size && sizesFor(size.width));
  const image = (
    <img
      {...rest}
      {...size}
      ref={ref}
      src={failed || !src ? PLACEHOLDER_IMAGE : src}
      srcSet={responsive ? srcSetOf(media, "webp") : rest.srcSet}
      sizes={sizes}
      alt={alt}
      loading={rest.loading ?? "lazy"}
      style={responsive && !loaded ? { background: `center / cover no-repeat url("${media.placeholder}")`, ...rest.style } : rest.style}
      onLoad={() => setLoaded(true)}
      onError={() => setFailed(true)}
    />
  );
  // A failed image is the placeholder alone: no source may take its place.
  const sources =
    (picture || alternates.length > 0) && !failed
      ? [
          ...alternates.flatMap((alternate) => sourcesFor(alternate.src, mediaImageIn(images, alternate.src), { media: alternate.media })),
          ...sourcesFor(src, media, { sizes }),
        ]
      : [];
  if (sources.length === 0) return image;
  return (
    <picture>
      {sources.map((source) => (
        <source key={`${source.media} ${source.type}`} {...source} />
      ))}
      {image}
    </picture>
  );
}
