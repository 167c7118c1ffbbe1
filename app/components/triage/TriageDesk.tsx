import { useTranslation } from "react-i18next";
import { isOnlinePoint } from "../../../rules/regional/teaching-point.js";
import { useTeachingPoint } from "./teaching-point-context.js";
import { usePointName } from "../../../ui/use-point-name.js";

/** /triage-desk: the teaching point the visitor works with, and how to choose another. */
export function TriageDesk() {
  const { t } = useTranslation();
  const pointName = usePointName();
  const { current } = useTeachingPoint();
  return (
    <div className="triage-desk">
      <h1>{t("triage.title")}</h1>
      <p className="triage-desk__intro">{t("triage.intro")}</p>
      {current ? (
        <section className="triage-desk__point" aria-labelledby="triage-point-heading" aria-live="polite">
          <h2 id="triage-point-heading">{t("triage.chosen.heading")}</h2>
          <p className="triage-desk__name">{pointName(current)}</p>
          <dl className="triage-desk__facts">
            {current.address && (
              <div>
                <dt>{t("triage.chosen.addressLabel")}</dt>
                <dd>{current.address}</dd>
              </div>
            )}
            <div>
              <dt>{t("triage.chosen.modeLabel")}</dt>
              <dd>{isOnlinePoint(current) ? t("triage.chosen.online") : t("triage.chosen.inPerson")}</dd>
            </div>
          </dl>
          {current.pagePath && (
            <p>
              <a href={current.pagePath}>{t("triage.chosen.campusPage", { name: current.name })}</a>
            </p>
          )}
          <p className="triage-desk__hint">{t("triage.chosen.switchHint")}</p>
        </section>
      ) : (
        <p className="triage-desk__empty">{t("triage.noPoints")}</p>
      )}
    </div>
  );
}
