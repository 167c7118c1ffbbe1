import { useId } from "react";
import { useTranslation } from "react-i18next";

/** A product name, the same in every language (given as a value, never translated). */
const OUTLOOK = "Outlook";

/** The calendar apps the page explains, each with its steps (keys under calendar.howTo). */
const APPS = [
  { key: "google", steps: ["step1", "step2", "step3"] },
  { key: "apple", steps: ["step1", "step2"] },
  { key: "outlook", steps: ["step1", "step2"] },
] as const;

/** How to add the feed's address in Google Calendar, Apple Calendar and Outlook, and how soon changes show. */
export function FeedHowTo() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="calendar-feed__how-to" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("calendar.howTo.title")}</h2>
      {APPS.map((app) => (
        <section key={app.key} className="calendar-feed__app" aria-labelledby={`${headingId}-${app.key}`}>
          <h3 id={`${headingId}-${app.key}`}>{t(`calendar.howTo.${app.key}.title`, { outlook: OUTLOOK })}</h3>
          <ol>
            {app.steps.map((step) => (
              <li key={step}>{t(`calendar.howTo.${app.key}.${step}`, { outlook: OUTLOOK })}</li>
            ))}
          </ol>
        </section>
      ))}
      <p className="calendar-feed__note">{t("calendar.howTo.refresh")}</p>
    </section>
  );
}
