import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { COOKIES } from "../../../schemas/cookies.js";
import { TIMEZONE_COOKIE_MAX_AGE_SECONDS, TIMEZONE_RELOAD_DELAY_MS, type TimezoneNotice as Notice } from "../../../rules/regional/timezone.js";
import { Dialog } from "../../../ui/Dialog.js";
import { DISMISSED_KEY } from "./TimezoneNotice.js";
import { useShell } from "./use-shell.js";

interface Props {
  notice: Notice;
  deviceTimezone: string;
  onDismiss: () => void;
}

/** The timezone notice TimezoneNotice.tsx decided to show, and its dialog of zones to choose from. */
export function TimezoneNoticeBar({ notice, deviceTimezone, onDismiss }: Props) {
  const { t } = useTranslation();
  const { site, timezone } = useShell();
  const { api, call } = useSiteApi();
  const [choosing, setChoosing] = useState(false);
  const [zones, setZones] = useState<string[]>([]);
  const [switching, setSwitching] = useState<string | null>(null);

  useEffect(() => {
    if (!choosing || zones.length > 0) return;
    api.call("queryTimezoneList", {}, call).then(setZones, () => setZones([deviceTimezone, site.timezone]));
  }, [choosing, zones.length, api, call, deviceTimezone, site.timezone]);

  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, "1");
    onDismiss();
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
