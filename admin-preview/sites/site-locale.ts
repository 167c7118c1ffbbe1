import type { Params } from "@remix-run/react";
import { localeSchema, type Locale } from "../../schemas/site.js";

/** The site of an /admin/sites/{locale} address; an unknown locale is a missing page. */
export function siteLocale(params: Params): Locale {
  const parsed = localeSchema.safeParse(params.locale);
  if (!parsed.success) throw new Response("Not Found", { status: 404 });
  return parsed.data;
}
