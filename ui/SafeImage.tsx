import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/**
 * An image that shows the default placeholder when its source fails to load (SPEC §8), also when it failed
 * before the page hydrated and React could hear the error. The only <img> of the storefront (ESLint).
 */
export function SafeImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    setFailed(false);
    const image = ref.current;
    // A finished image that cannot be decoded is a broken one; one still loading reports through onError.
    if (image?.complete && image.getAttribute("src") !== PLACEHOLDER_IMAGE && typeof image.decode === "function") {
      image.decode().catch(() => setFailed(true));
    }
  }, [src]);
  return (
    <img
      {...rest}
      ref={ref}
      src={failed || !src ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      loading={rest.loading ?? "lazy"}
      onError={() => setFailed(true)}
    />
  );
}
