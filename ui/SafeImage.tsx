import { useState, type ImgHTMLAttributes } from "react";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/** An image that shows the default placeholder when its source fails to load (SPEC §8). */
export function SafeImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...rest}
      src={failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      loading={rest.loading ?? "lazy"}
      onError={() => setFailed(true)}
    />
  );
}
