import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../rules/regional/dates.js";
import type { PageSchedule } from "../../schemas/api/calls/admin-schedules.js";
import type { Language, Locale } from "../../schemas/site.js";
import { schedulesOfPage, scheduleStatusKey } from "./schedule-status.js";

/** Where a schedule's time is read: the page's site, on its own clock. */
export interface ScheduleClock {
  locale: Locale;
  timezone: string;
}

/** What a schedule will do and when on the site's clock, or that it failed and why. */
export function ScheduleStatus({ schedule, clock, id }: { schedule: PageSchedule; clock: ScheduleClock; id?: string }) {
  const { t } = useTranslation("adminEditor");
  const { language } = useRouteLoaderData<{ language: Language }>("root")!;
  const time = formatDateTime(schedule.runAt, clock, language, { timezone: clock.timezone });
  return (
    <span id={id} title={clock.timezone}>
      {t(scheduleStatusKey(schedule), { version: schedule.version, time, failure: schedule.failure })}
    </span>
  );
}

/** A page's schedules as the site's pages list shows them under its status: failures first, flagged. */
export function ScheduleNotes({ schedules, pageId, clock }: { schedules: PageSchedule[]; pageId: number; clock: ScheduleClock }) {
  const shown = schedulesOfPage(schedules, pageId);
  if (shown.length === 0) return null;
  return (
    <ul className="admin-schedule-notes">
      {shown.map((schedule) => (
        <li key={schedule.id} className={schedule.failure === null ? "admin-muted" : "admin-alert"}>
          <ScheduleStatus schedule={schedule} clock={clock} />
        </li>
      ))}
    </ul>
  );
}
