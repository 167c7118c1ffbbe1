import { useState } from "react";
import { useTranslation } from "react-i18next";
import { COOKIES, LASTING_COOKIE_MAX_AGE_SECONDS } from "../../../schemas/cookies.js";
import { showsCookieBanner } from "../../../rules/regional/visibility.js";
import { useShell } from "./use-shell.js";

/** The cookie statement (not on hk, am, ae), until the visitor accepts it. */
export function CookieBanner() {
  const { t } = useTranslation();
  const { site, cookieConsent } = useShell();
  const [accepted, setAccepted] = useState(cookieConsent);
  if (!showsCookieBanner(site, accepted)) return null;
  const accept = () => {
    document.cookie = `${COOKIES.cookieConsent}=1; path=/; max-age=${LASTING_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
    setAccepted(true);
  };
  return (
    <section className="cookie-banner" role="region" aria-label={t("shell.cookies.label")}>
      <p>
        {t("shell.cookies.text")} <a href="/cookies-policy">{t("shell.cookies.policy")}</a>
      </p>
      <button type="button" className="button button--primary" onClick={accept}>
        {t("shell.cookies.accept")}
      </button>
    </section>
  );
}
