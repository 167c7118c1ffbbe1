import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { reservedSize, sizesFor, srcSetOf, useMediaImage } from "./media-images.js";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

type Props = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /**
   * Wraps a media library image in a <picture> that offers AVIF before WebP; only for an image its caller
   * does not place in a <picture> of its own (a <source> of the caller's would otherwise be lost).
   */
  picture?: boolean;
};

/**
 * An image that shows the default placeholder when its source fails to load (SPEC §8), also when it failed
 * before the page hydrated and React could hear the error. The only <img> of the storefront (ESLint).
 *
 * A media library image the page knows (MediaImagesContext) is responsive: the browser picks among its
 * WebP widths (`srcset`, `sizes` up to the width shown), its width and height reserve its space before it
 * loads, and its blurred placeholder shows until it has.
 */
export function SafeImage({ src, alt, picture = false, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const media = useMediaImage(src);
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
  if (!picture || !responsive) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSetOf(media, "avif")} sizes={sizes} />
      {image}
    </picture>
  );
}
