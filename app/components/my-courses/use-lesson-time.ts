import { useTranslation } from "react-i18next";
import { formatCardDate } from "../../../rules/regional/dates.js";
import { formatWallClock, wallClockOf } from "../../../rules/regional/wall-clock.js";
import { useShell } from "../shell/use-shell.js";

/** A lesson's day and hours as the site writes them, in `timezone` (the shown one: the site's or the visitor's choice). */
export function useLessonTime(timezone: string) {
  const { t } = useTranslation();
  const { site } = useShell();
  const hour = (instant: string) => {
    const clock = wallClockOf(instant, timezone);
    return clock ? formatWallClock(clock, "HH:mm") : "";
  };
  const day = (instant: string) => formatCardDate(instant, site, { timezone });
  return {
    day,
    hour,
    when: (startsAt: string, endsAt: string) => t("myCourses.time", { date: day(startsAt), start: hour(startsAt), end: hour(endsAt) }),
  };
}
