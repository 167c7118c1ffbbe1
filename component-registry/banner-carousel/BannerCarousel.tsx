import { useEffect, useId, useState, type FocusEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ViewProps } from "../define.js";
import { MOBILE_IMAGE_MEDIA } from "../../ui/media-images.js";
import { SafeImage } from "../../ui/SafeImage.js";
import { DEFAULT_INTERVAL_MS, nextSlide, shouldAutoAdvance } from "./carousel.js";
import type { BannerCarouselData } from "./schema.js";

/**
 * Rotating banners, one at a time (WAI-ARIA carousel pattern): auto-advance that pauses while the pointer
 * or focus is on it, previous/next buttons and one button per slide.
 */
export default function BannerCarousel({ data }: ViewProps<BannerCarouselData>) {
  const { t } = useTranslation();
  const baseId = useId();
  const count = data.slides.length;
  const interval = data.intervalMs ?? DEFAULT_INTERVAL_MS;
  const [chosen, setChosen] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The slide list may shrink while editors preview it: stay within it.
  const current = nextSlide(chosen, count, 0);
  const rotating = shouldAutoAdvance(count, hovered, focused);

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setChosen((index) => nextSlide(index, count, 1)), interval);
    return () => clearTimeout(timer);
  }, [rotating, current, count, interval]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t("components.bannerCarousel.label")}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="banner-carousel__slides" id={`${baseId}-slides`} aria-live={rotating ? "off" : "polite"}>
        {data.slides.map((slide, index) => {
          const picture = (
            <SafeImage
              className="banner-carousel__image"
              src={slide.image}
              alt={slide.alt}
              loading={index === 0 ? "eager" : "lazy"}
              alternates={slide.mobileImage ? [{ media: MOBILE_IMAGE_MEDIA, src: slide.mobileImage }] : []}
              picture
            />
          );
          return (
            <div
              key={index}
              className={`banner-carousel__slide${index === current ? " banner-carousel__slide--active" : ""}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t("components.bannerCarousel.slideLabel", { number: index + 1, count })}
              hidden={index !== current}
            >
              {slide.link ? (
                <a
                  className="banner-carousel__link"
                  href={slide.link.url}
                  {...(slide.link.newWindow ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                >
                  {picture}
                </a>
              ) : (
                picture
              )}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="banner-carousel__controls">
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--previous"
            aria-controls={`${baseId}-slides`}
            aria-label={t("components.bannerCarousel.previous")}
            onClick={() => setChosen(nextSlide(current, count, -1))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="banner-carousel__dots" role="group" aria-label={t("components.bannerCarousel.slidePicker")}>
            {data.slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className={`banner-carousel__dot${index === current ? " banner-carousel__dot--active" : ""}`}
                aria-controls={`${baseId}-slides`}
                aria-label={t("components.bannerCarousel.goTo", { number: index + 1 })}
                aria-current={index === current ? "true" : undefined}
                onClick={() => setChosen(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--next"
            aria-controls={`${baseId}-slides`}
            aria-label={t("components.bannerCarousel.next")}
            onClick={() => setChosen(nextSlide(current, count, 1))}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
