import { useRouteLoaderData } from "@remix-run/react";
import type { Language, Site } from "../../schemas/site.js";
import { formatDateTime } from "../../rules/regional/dates.js";

/** What the tool reads of the root route's data: the site and the editor's language and timezone. */
type RootClock = { site: Site; language: Language; timezone: string };

/** A moment of the tool's records, in the site's (or the chosen) timezone, the same on server and browser. */
export function AdminTime({ value }: { value: string }) {
  const { site, language, timezone } = useRouteLoaderData<RootClock>("root")!;
  return (
    <time dateTime={value} title={timezone}>
      {formatDateTime(value, site, language, { timezone })}
    </time>
  );
}
