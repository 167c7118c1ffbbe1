import { isRouteErrorResponse } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/**
 * Why a tool page could not be shown, in the storefront's words (always loaded, so this works even when
 * the tool's own texts never arrived).
 */
export function AdminErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message = !isRouteErrorResponse(error)
    ? t("error.unexpected")
    : error.status === 404
      ? t("error.notFound")
      : t("error.system", { status: error.status });
  return <h1>{message}</h1>;
}
