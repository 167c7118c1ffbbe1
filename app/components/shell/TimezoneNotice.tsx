import { lazy, Suspense, useEffect, useState } from "react";
import { COOKIES } from "../../../schemas/cookies.js";
import { timezoneNotice, type TimezoneNotice as Notice } from "../../../rules/regional/timezone.js";
import { useShell } from "./use-shell.js";

export const DISMISSED_KEY = "timezoneNoticeDismissed";

// Shown only after the page has compared the device's timezone with the site's: its code loads then.
const TimezoneNoticeBar = lazy(() => import("./TimezoneNoticeBar.js").then((loaded) => ({ default: loaded.TimezoneNoticeBar })));

function readCookie(name: string): string | undefined {
  const entry = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined;
}

/**
 * The timezone notice and dialog of SPEC §2: offered only by schools with timezone switching, when the
 * device's timezone differs from the site's. A choice is kept for 365 days and the page reloads 2 s later.
 */
export function TimezoneNotice() {
  const { site } = useShell();
  const [shown, setShown] = useState<{ notice: Notice; deviceTimezone: string } | null>(null);

  useEffect(() => {
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const notice = timezoneNotice({
      deviceTimezone: device,
      siteTimezone: site.timezone,
      timezoneCookie: readCookie(COOKIES.timezone),
      autoFlag: localStorage.getItem(DISMISSED_KEY),
      switchEnabled: site.features.timezoneSwitch,
    });
    setShown(notice ? { notice, deviceTimezone: device } : null);
  }, [site]);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <TimezoneNoticeBar {...shown} onDismiss={() => setShown(null)} />
    </Suspense>
  );
}
