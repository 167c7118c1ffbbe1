import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ViewProps } from "../define.js";
import { useSiteApi } from "../../api/site-api-context.js";
import { SafeImage } from "../../ui/SafeImage.js";
import { adsToShow, createShowRegistry, isLinkableUrl, nextAdIndex, ROTATION_INTERVAL_MS, type AdResource } from "./ads.js";
import type { AdSlotResolved } from "./resolve.js";
import type { AdSlotData } from "./schema.js";
import { useSeen } from "../shared/use-seen.js";

type TrackKind = "show" | "click";

/** The ads of a location: the first one, or a rotation of up to five; shows and clicks are counted. */
export default function AdSlot({ data, resolved, environment }: ViewProps<AdSlotData, AdSlotResolved>) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const ads = adsToShow(resolved?.resources ?? []);
  const count = ads.length;
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [firstShow] = useState(createShowRegistry);

  const track = useCallback(
    (resId: number, kind: TrackKind) => {
      // Editors previewing a page are not visitors; each ad's show counts once per page view.
      if (environment.preview || (kind === "show" && !firstShow(resId))) return;
      try {
        api.call("trackResource", { resId, kind }, call).catch(() => undefined);
      } catch {
        // Tracking never disturbs the page.
      }
    },
    [api, call, environment.preview, firstShow],
  );

  useEffect(() => {
    if (count < 2 || paused || held) return;
    if (typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => setActive((index) => nextAdIndex(index, count)), ROTATION_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused, held]);

  const ad = ads[active < count ? active : 0];
  if (!ad) return null;

  return (
    <aside
      className="ad-slot"
      aria-label={t("components.AdSlot.label")}
      style={data.height ? { height: data.height } : undefined}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <AdItem key={ad.resId} ad={ad} track={track} trackShows={!environment.preview} />
      {count > 1 && (
        <button
          type="button"
          className="ad-slot__toggle"
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
        >
          {t("components.AdSlot.pause")}
        </button>
      )}
    </aside>
  );
}

function AdItem({
  ad,
  track,
  trackShows,
}: {
  ad: AdResource;
  track: (resId: number, kind: TrackKind) => void;
  trackShows: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useSeen(ref, () => track(ad.resId, "show"), { enabled: trackShows });

  const image = (
    <SafeImage
      className="ad-slot__image"
      src={ad.src}
      alt={t(ad.target ? "components.AdSlot.altNewWindow" : "components.AdSlot.alt")}
    />
  );
  return (
    <div ref={ref} className="ad-slot__item">
      {isLinkableUrl(ad.url) ? (
        <a
          className="ad-slot__link"
          href={ad.url}
          {...(ad.target ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          onClick={() => track(ad.resId, "click")}
        >
          {image}
        </a>
      ) : (
        image
      )}
    </div>
  );
}
