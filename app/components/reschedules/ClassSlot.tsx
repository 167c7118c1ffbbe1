import { useTranslation } from "react-i18next";
import type { ChangeApplication, RescheduleOptions } from "../../../schemas/api/calls/reschedules.js";
import { studentDisplayName } from "../../lib/account/student-names.js";
import { useShell } from "../shell/use-shell.js";
import { lessonTimeParts } from "./reschedule-view.js";

type ClassPlace = Pick<RescheduleOptions, "platformType" | "deliveryMode" | "venueName">;
type LessonTime = RescheduleOptions["lessons"][number];

/** "Lesson 3 · Tue 12/01/2026, 16:30–17:30" in the visitor's timezone. */
export function LessonLabel({ lesson }: { lesson: Pick<LessonTime, "number" | "startsAt" | "endsAt"> }) {
  const { t } = useTranslation();
  const { site, timezone } = useShell();
  const parts = lessonTimeParts(lesson, site, timezone);
  return (
    <span className="class-slot__lesson">
      <span className="class-slot__number">{t("reschedule.lessonNumber", { number: lesson.number })}</span>{" "}
      {parts && <span className="class-slot__time">{t("reschedule.lessonTime", { ...parts, weekday: t(`catalogue.weekdays.${parts.weekday}`) })}</span>}
    </span>
  );
}

/** How and where a class meets: "Small online class, on Zoom · Online". */
export function ClassPlaceLabel({ place }: { place: ClassPlace }) {
  const { t } = useTranslation();
  const format = t("catalogue.card.formatValue", { platform: t(`catalogue.platform.${place.platformType}`), delivery: t(`catalogue.delivery.${place.deliveryMode}`) });
  return <span className="class-slot__place">{place.venueName ? `${format} · ${place.venueName}` : format}</span>;
}

/** One side of a change: the class's place and, for a lesson, its number and time. */
export function ClassSlot({ side }: { side: ChangeApplication["from"] }) {
  return (
    <span className="class-slot">
      {side.lesson && <LessonLabel lesson={side.lesson} />} <ClassPlaceLabel place={side} />
    </span>
  );
}

/** The student's name as the site orders names. */
export function useStudentName() {
  const { site } = useShell();
  return (student: ChangeApplication["student"]) => studentDisplayName(student, site.features.easternNameOrderEnabled);
}
