import { useTranslation } from "react-i18next";
import { showsOnlineServiceWidget } from "../../../rules/regional/visibility.js";
import { telHref } from "../../../rules/phone-link.js";
import { useShell } from "./use-shell.js";
import { openingHoursText } from "../../../rules/regional/opening-hours.js";

/** Customer service at hand (sg and uk only): how to reach the team and when. */
export function OnlineService() {
  const { t } = useTranslation();
  const { site, language } = useShell();
  if (!showsOnlineServiceWidget(site)) return null;
  return (
    <details className="online-service">
      <summary className="online-service__toggle">
        <span className="online-service__label">{t("shell.onlineService.open")}</span>
      </summary>
      <div className="online-service__panel">
        {site.contact.workingHours.length > 0 && (
          <p>{t("shell.onlineService.intro", { time: openingHoursText(site.contact.workingHours, language) })}</p>
        )}
        <p>
          <a href={telHref(site.contact.phone)}>{site.contact.phone}</a>
        </p>
        <p>
          <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
        </p>
      </div>
    </details>
  );
}
