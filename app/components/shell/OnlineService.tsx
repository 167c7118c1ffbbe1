import { useTranslation } from "react-i18next";
import { showsOnlineServiceWidget } from "../../../rules/regional/visibility.js";
import { telHref } from "../../../rules/phone-link.js";
import { useShell } from "./use-shell.js";

/** Customer service at hand (sg and uk only): how to reach the team and when. */
export function OnlineService() {
  const { t } = useTranslation();
  const { site } = useShell();
  if (!showsOnlineServiceWidget(site)) return null;
  return (
    <details className="online-service">
      <summary className="online-service__toggle">
        <span className="online-service__label">{t("shell.onlineService.open")}</span>
      </summary>
      <div className="online-service__panel">
        <p>{t("shell.onlineService.intro", { time: site.contact.workingTime })}</p>
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
