import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { COOKIES } from "../../../schemas/cookies.js";
import {
  TIMEZONE_COOKIE_MAX_AGE_SECONDS,
  TIMEZONE_RELOAD_DELAY_MS,
  timezoneNotice,
  type TimezoneNotice as Notice,
} from "../../../rules/regional/timezone.js";
import { Dialog } from "../../../ui/Dialog.js";
import { useShell } from "./use-shell.js";

const DISMISSED_KEY = "timezoneNoticeDismissed";

function readCookie(name: string): string | undefined {
  const entry = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined;
}

/**
 * The timezone notice and dialog of SPEC §2: offered only by schools with timezone switching, when the
 * device's timezone differs from the site's. A choice is kept for 365 days and the page reloads 2 s later.
 */
export function TimezoneNotice() {
  const { t } = useTranslation();
  const { site, timezone } = useShell();
  const { api, call } = useSiteApi();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deviceTimezone, setDeviceTimezone] = useState("");
  const [choosing, setChoosing] = useState(false);
  const [zones, setZones] = useState<string[]>([]);
  const [switching, setSwitching] = useState<string | null>(null);

  useEffect(() => {
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    setDeviceTimezone(device);
    setNotice(
      timezoneNotice({
        deviceTimezone: device,
        siteTimezone: site.timezone,
        timezoneCookie: readCookie(COOKIES.timezone),
        autoFlag: localStorage.getItem(DISMISSED_KEY),
        switchEnabled: site.features.timezoneSwitch,
      }),
    );
  }, [site]);

  useEffect(() => {
    if (!choosing || zones.length > 0) return;
    api.call("queryTimezoneList", {}, call).then(setZones, () => setZones([deviceTimezone, site.timezone]));
  }, [choosing, zones.length, api, call, deviceTimezone, site.timezone]);

  if (!notice) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, "1");
    setNotice(null);
  };
  const switchTo = (zone: string) => {
    document.cookie = `${COOKIES.timezone}=${encodeURIComponent(zone)}; path=/; max-age=${TIMEZONE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
    localStorage.setItem(DISMISSED_KEY, "1");
    setSwitching(zone);
    setTimeout(() => window.location.reload(), TIMEZONE_RELOAD_DELAY_MS);
  };

  return (
    <>
      <div className="timezone-notice" role="status">
        {switching ? (
          <p>{t("shell.timezone.switching", { zone: switching })}</p>
        ) : (
          <>
            <p>
              {notice === "auto-switch"
                ? t("shell.timezone.autoSwitch", { device: deviceTimezone, site: timezone })
                : t("shell.timezone.current", { zone: timezone })}
            </p>
            {notice === "auto-switch" && (
              <button type="button" className="button button--primary" onClick={() => switchTo(deviceTimezone)}>
                {t("shell.timezone.useDevice")}
              </button>
            )}
            <button type="button" className="button button--secondary" onClick={() => setChoosing(true)}>
              {t("shell.timezone.choose")}
            </button>
            <button type="button" className="timezone-notice__dismiss" onClick={dismiss}>
              {t("shell.timezone.dismiss")}
            </button>
          </>
        )}
      </div>
      <Dialog open={choosing} title={t("shell.timezone.dialogTitle")} width={480} onClose={() => setChoosing(false)}>
        <ul className="timezone-list">
          {zones.map((zone) => (
            <li key={zone}>
              <button type="button" aria-current={zone === timezone} onClick={() => switchTo(zone)}>
                {zone}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
