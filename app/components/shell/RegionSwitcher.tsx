import { useTranslation } from "react-i18next";
import { otherRegions, regionSwitchUrl } from "../../../rules/regional/regions.js";
import { useShell } from "./use-shell.js";

/** The other regional sites (never the current one); a switch keeps the visitor's path where that site has it. */
export function RegionSwitcher() {
  const { t } = useTranslation();
  const { site, regions, language, path, publishingLocales, origin } = useShell();
  const publishing = new Set(publishingLocales);
  const requestUrl = new URL(origin);
  return (
    <details className="region-switcher">
      <summary className="region-switcher__current" aria-label={t("shell.region.label", { region: site.names[language] })}>
        <span aria-hidden="true">{site.flag}</span> {site.names[language]}
      </summary>
      <ul className="region-switcher__list">
        {otherRegions(regions, site.locale, language).map((region) => (
          <li key={region.locale} className="region-switcher__item" data-locale={region.locale}>
            <a
              href={regionSwitchUrl({ hosts: region.hosts, requestUrl, path, publishes: publishing.has(region.locale) })}
              hrefLang={region.locale}
            >
              <span aria-hidden="true">{region.flag}</span> {region.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
