import { useTranslation } from "react-i18next";

/** The online evaluation, taken at home at once: a link to the site's level test page (nothing is booked for it). */
export function OnlineEvaluationLink({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <a className="button button--primary placement__online-link" href={path}>
      {t("placement.online.start")}
    </a>
  );
}
