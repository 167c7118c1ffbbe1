import { useTranslation } from "react-i18next";
import { routeErrorText } from "../../ui/route-error-text.js";

/**
 * Why a tool page could not be shown, in the storefront's words (always loaded, so this works even when
 * the tool's own texts never arrived).
 */
export function AdminErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <h1>{routeErrorText(error, t)}</h1>;
}
