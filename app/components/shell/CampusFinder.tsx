import { useTranslation } from "react-i18next";
import { useShell } from "./use-shell.js";
import { usePointName } from "../../../ui/use-point-name.js";

/** On campus pages and /inperson: the site's other campuses, one click away (SPEC §2 Header). */
export function CampusFinder() {
  const { t } = useTranslation();
  const pointName = usePointName();
  const { site, path } = useShell();
  const campuses = site.teachingPoints.filter((point) => point.pagePath);
  if (campuses.length === 0 || !(path.startsWith("/campuses/") || path === "/inperson")) return null;
  return (
    <details className="campus-finder">
      <summary>{t("shell.campusFinder.label")}</summary>
      <ul className="campus-finder__list">
        {campuses.map((campus) => (
          <li key={campus.id}>
            <a href={campus.pagePath} aria-current={campus.pagePath === path ? "page" : undefined}>
              {pointName(campus)}
            </a>
            {campus.address && <span className="campus-finder__address">{campus.address}</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}
