import { useTranslation } from "react-i18next";
import type { Locale } from "../../../schemas/site.js";
import { otherRegions, regionName, regionSwitchUrl } from "../../../rules/regional/regions.js";
import { useShell } from "./use-shell.js";

/**
 * The other regional sites (never the current one), grouped and named as a parent knows them; a switch keeps
 * the visitor's path where that site has it.
 */
export function RegionSwitcher() {
  const { t } = useTranslation();
  const { site, regions, language, path, publishingLocales, origin } = useShell();
  const publishing = new Set(publishingLocales);
  const requestUrl = new URL(origin);
  const programmeName = (locale: Locale) => t(`shell.region.programmes.${locale}`);
  const current = regionName(site, language, programmeName);
  return (
    <details className="region-switcher">
      <summary className="region-switcher__current" aria-label={t("shell.region.label", { region: current })}>
        <span aria-hidden="true">{site.flag}</span> {current}
      </summary>
      <div className="region-switcher__list">
        {otherRegions(regions, site.locale, language, programmeName).map(({ group, regions: inGroup }) => (
          <section key={group} className="region-switcher__group" aria-labelledby={`region-group-${group}`}>
            <p className="region-switcher__heading" id={`region-group-${group}`}>
              {t(`shell.region.groups.${group}`)}
            </p>
            <ul>
              {inGroup.map((region) => (
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
          </section>
        ))}
      </div>
    </details>
  );
}
