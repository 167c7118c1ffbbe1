import { formatDateTime } from "../../app/lib/regional/dates.js";
import { useShell } from "../../app/components/shell/use-shell.js";

/** A moment of the tool's records, in the site's (or the chosen) timezone, the same on server and browser. */
export function AdminTime({ value }: { value: string }) {
  const { site, language, timezone } = useShell();
  return (
    <time dateTime={value} title={timezone}>
      {formatDateTime(value, site, language, { timezone })}
    </time>
  );
}
