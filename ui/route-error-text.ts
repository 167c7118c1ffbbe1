import { isRouteErrorResponse } from "@remix-run/react";
import type { TFunction } from "i18next";

/** What a failed route says (SPEC §2 Error and offline): not found, a failed request's status, or unexpected. */
export function routeErrorText(error: unknown, t: TFunction): string {
  if (!isRouteErrorResponse(error)) return t("error.unexpected");
  return error.status === 404 ? t("error.notFound") : t("error.system", { status: error.status });
}
