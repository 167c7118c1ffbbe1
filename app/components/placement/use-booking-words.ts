import { useTranslation } from "react-i18next";
import type { AssessmentBooking } from "../../../schemas/api/calls/assessments.js";
import type { AssessmentMethod } from "../../../schemas/learning.js";
import { studentDisplayName } from "../../lib/account/student-names.js";
import { lessonTimeParts } from "../reschedules/reschedule-view.js";
import { useShell } from "../shell/use-shell.js";
import type { AssessmentPlace } from "./booking-rules.js";

type Hour = { startsAt: string; endsAt: string };

/** How the booking screens word a time, a place and a child, as the learning screens write dates (SPEC §9). */
export function useBookingWords() {
  const { t } = useTranslation();
  const { site } = useShell();
  const parts = (hour: Hour, timezone: string) => {
    const found = lessonTimeParts(hour, site, timezone);
    return found && { ...found, weekday: t(`catalogue.weekdays.${found.weekday}`) };
  };
  return {
    /** "Wed 12/02/2026, 09:00–10:00", in the site's timezone unless told otherwise. */
    when: (hour: Hour, timezone = site.timezone) => {
      const found = parts(hour, timezone);
      return found ? t("placement.when", found) : "";
    },
    /** "Wed 12/02/2026": the day a group of times starts on. */
    day: (hour: Hour, timezone: string) => {
      const found = parts(hour, timezone);
      return found ? t("placement.time.day", found) : "";
    },
    /** "09:00–10:00". */
    hours: (hour: Hour, timezone: string) => {
      const found = parts(hour, timezone);
      return found ? t("placement.time.hours", found) : "";
    },
    where: (method: AssessmentMethod, place: Pick<AssessmentPlace, "name" | "address"> | null) =>
      method === "center" && place ? t("placement.where.center", { name: place.name, address: place.address }) : t(`placement.methods.${method}.label`),
    studentName: (student: AssessmentBooking["student"]) => studentDisplayName(student, site.features.easternNameOrderEnabled),
  };
}
