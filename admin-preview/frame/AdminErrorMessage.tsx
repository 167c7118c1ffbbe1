import { isRouteErrorResponse } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { routeErrorText } from "../../ui/route-error-text.js";

/**
 * Why a tool page could not be shown, in the storefront's words (always loaded, so this works even when
 * the tool's own texts never arrived); a screen the staff member's role does not work on (403) says so in the
 * tool's words, which the frame around it has loaded.
 */
export function AdminErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <>
        <h1>{t("forbidden.title", { ns: "admin", defaultValue: routeErrorText(error, t) })}</h1>
        <p>{t("forbidden.text", { ns: "admin", defaultValue: "" })}</p>
      </>
    );
  }
  return <h1>{routeErrorText(error, t)}</h1>;
}
