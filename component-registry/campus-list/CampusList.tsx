import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ViewProps } from "../define.js";
import { directionsUrl, type TeachingPoint } from "./campuses.js";
import { openingHoursLines } from "../../rules/regional/opening-hours.js";
import { isOnlinePoint } from "../../rules/regional/nearest.js";
import { telHref } from "../../rules/phone-link.js";
import type { CampusListResolved } from "./resolve.js";
import type { CampusListData } from "./schema.js";
import { usePointName } from "../../ui/use-point-name.js";

/** The school's campuses as a parent chooses one: address, opening hours, phone, directions, campus page. */
export default function CampusList({ data, resolved, title, environment }: ViewProps<CampusListData, CampusListResolved>) {
  const { t } = useTranslation();
  const headingId = useId();
  const points = resolved?.points ?? [];
  const heading = data.title?.trim() || title?.trim() || t("components.CampusList.title");

  return (
    <section className="campus-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="campus-list__title">
        {heading}
      </h2>
      {points.length === 0 ? (
        <p className="campus-list__empty">{t("components.CampusList.empty")}</p>
      ) : (
        <ul className="campus-list__items">
          {points.map((point) => (
            <CampusCard
              key={point.id}
              point={point}
              countryCode={environment.site.countryCode}
              language={environment.language}
              showDirections={data.showMap ?? true}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function CampusCard({
  point,
  countryCode,
  language,
  showDirections,
}: {
  point: TeachingPoint;
  countryCode: string;
  language: string;
  showDirections: boolean;
}) {
  const { t } = useTranslation();
  const pointName = usePointName();
  const name = pointName(point);
  const online = isOnlinePoint(point);
  const directions = showDirections && !online ? directionsUrl(point, countryCode) : undefined;
  const hours = openingHoursLines(point.openingHours, language);
  const campusPage = point.pagePath;
  return (
    <li className={`campus${online ? " campus--online" : ""}`}>
      <h3 className="campus__name">{name}</h3>
      {point.address ? (
        <p className="campus__address">{point.address}</p>
      ) : (
        online && <p className="campus__address">{t("components.CampusList.online")}</p>
      )}
      {hours.length > 0 && (
        <dl className="campus__hours" aria-label={t("components.CampusList.openingHours")}>
          {hours.map((line) => (
            <div key={line.days} className="campus__hours-line">
              <dt>{line.days}</dt>
              <dd>{line.hours}</dd>
            </div>
          ))}
        </dl>
      )}
      {point.phone && (
        <p className="campus__phone">
          <a href={telHref(point.phone)} aria-label={t("components.CampusList.callLabel", { name, phone: point.phone })}>
            {point.phone}
          </a>
        </p>
      )}
      {(directions || campusPage) && (
        <p className="campus__actions">
          {directions && (
            <a
              className="campus__directions"
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("components.CampusList.directionsLabel", { name })}
            >
              {t("components.CampusList.directions")}
            </a>
          )}
          {campusPage && (
            <a className="campus__page" href={campusPage} aria-label={t("components.CampusList.campusPageLabel", { name })}>
              {t("components.CampusList.campusPage")}
            </a>
          )}
        </p>
      )}
    </li>
  );
}
