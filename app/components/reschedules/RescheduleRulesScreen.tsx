import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { HK_SEASON_LIMITS } from "../../../rules/learning/reschedules.js";
import { useShell } from "../shell/use-shell.js";
import { APPLICATION_PATHS } from "./reschedule-view.js";

/** /application-transfer/rules: the rules of SPEC §9 and §5 the service holds reschedules and transfers to. */
export function RescheduleRulesScreen() {
  const { t } = useTranslation();
  const { site } = useShell();
  return (
    <section className="reschedule-rules" aria-labelledby="reschedule-rules-title">
      <p className="reschedule__back">
        <Link to={APPLICATION_PATHS.hub}>{t("applications.records.back")}</Link>
      </p>
      <h1 id="reschedule-rules-title">{t("applications.rules.title")}</h1>
      <h2>{t("applications.rules.reschedules")}</h2>
      <ul>
        <li>{t("applications.rules.sameNumber")}</li>
        <li>{t("applications.rules.half")}</li>
        {site.locale === "hk" && <li>{t("applications.rules.hkSeasons", HK_SEASON_LIMITS)}</li>}
        <li>{t("applications.rules.once")}</li>
      </ul>
      <h2>{t("applications.rules.transfers")}</h2>
      <ul>
        <li>{t("applications.rules.transferLimit")}</li>
      </ul>
      <h2>{t("applications.rules.when")}</h2>
      <ul>
        <li>{t("applications.rules.blackout")}</li>
        <li>{t("applications.rules.started")}</li>
        <li>{t("applications.rules.conflict")}</li>
        <li>{t("applications.rules.reason")}</li>
      </ul>
    </section>
  );
}
