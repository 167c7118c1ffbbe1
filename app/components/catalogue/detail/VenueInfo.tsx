import { useTranslation } from "react-i18next";
import { telHref } from "../../../../rules/phone-link.js";
import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";
import { PLATFORM_TYPES } from "../../../../schemas/catalogue.js";

type Spec = NonNullable<CourseCard["spec"]>;

/**
 * Where a class meets: the venue's name, address and phone (a tel: link). An online class without an address
 * has nothing to add to its format (its venue is the one named Online, SPEC §3).
 */
export function VenueInfo({ spec }: { spec: Pick<Spec, "platformType" | "venueName" | "venueAddress" | "venuePhone"> }) {
  const { t } = useTranslation();
  if (!spec.venueName || (spec.platformType !== PLATFORM_TYPES.inPerson && !spec.venueAddress)) return null;
  return (
    <section className="detail-section" aria-labelledby="detail-venue-title">
      <h2 id="detail-venue-title" className="detail-section__title">
        {t("courseDetail.venue.title")}
      </h2>
      <address className="detail-venue">
        <strong>{spec.venueName}</strong>
        {spec.venueAddress && <span>{spec.venueAddress}</span>}
        {spec.venuePhone && (
          <span>
            {t("courseDetail.venue.phone")}: <a href={telHref(spec.venuePhone)}>{spec.venuePhone}</a>
          </span>
        )}
      </address>
    </section>
  );
}
