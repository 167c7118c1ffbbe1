import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ViewProps } from "../define.js";
import { formatCoordinate, mapUrl } from "./campuses.js";
import { hasCoordinates, isOnlinePoint } from "../../rules/regional/nearest.js";
import type { CampusListResolved } from "./resolve.js";
import type { CampusListData } from "./schema.js";
import { usePointName } from "../../ui/use-point-name.js";

/** The school's campuses with their addresses and, when asked for, where they are on a map. */
export default function CampusList({ data, resolved, title }: ViewProps<CampusListData, CampusListResolved>) {
  const { t } = useTranslation();
  const pointName = usePointName();
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
            <li key={point.id} className={`campus${isOnlinePoint(point) ? " campus--online" : ""}`}>
              <h3 className="campus__name">{pointName(point)}</h3>
              {point.address ? (
                <p className="campus__address">{point.address}</p>
              ) : (
                isOnlinePoint(point) && <p className="campus__address">{t("components.CampusList.online")}</p>
              )}
              {data.showMap && hasCoordinates(point) && (
                <p className="campus__map">
                  <span className="campus__coordinates">
                    {/* Not lat/lng: `lng` is i18next's option for the language. */}
                    {t("components.CampusList.coordinates", {
                      latitude: formatCoordinate(point.lat),
                      longitude: formatCoordinate(point.lng),
                    })}
                  </span>{" "}
                  <a
                    className="campus__map-link"
                    href={mapUrl(point.lat, point.lng)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t("components.CampusList.viewOnMapLabel", { name: pointName(point) })}
                  >
                    {t("components.CampusList.viewOnMap")}
                  </a>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
