import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CourseCard } from "../../../schemas/api/calls/catalogue.js";
import { lessonSchedule } from "../catalogue/card-view.js";
import { useShell } from "../shell/use-shell.js";

/** When, how and where a class meets, and who teaches it: what tells two classes of one course apart. */
export function ClassFacts({ card }: { card: CourseCard }) {
  const { t } = useTranslation();
  const { site, timezone } = useShell();
  const { spec } = card;
  if (!spec) return null;
  const schedule = lessonSchedule(spec, site, timezone);
  const teachers = [...spec.teacherList, ...spec.tutorList].map((person) => person.name).join(t("catalogue.card.listSeparator"));
  const facts: [label: string, value: ReactNode][] = [
    [t("catalogue.card.starts"), schedule?.firstDate],
    [t("catalogue.card.time"), schedule && t("catalogue.card.timeRange", { weekday: t(`catalogue.weekdays.${schedule.weekday}`), start: schedule.startTime, end: schedule.endTime })],
    [t("catalogue.card.format"), t("catalogue.card.formatValue", { platform: t(`catalogue.platform.${spec.platformType}`), delivery: t(`catalogue.delivery.${spec.deliveryMode}`) })],
    [t("catalogue.card.venue"), spec.venueAddress && `${spec.venueName}, ${spec.venueAddress}`],
    [t("classTransfer.facts.teachers"), teachers],
  ];
  return (
    <dl className="transfer-facts" aria-label={t("classTransfer.facts.label")}>
      {facts
        .filter(([, value]) => Boolean(value))
        .map(([label, value]) => (
          <div key={label} className="transfer-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A class named among its course's others: how it is taught, where, and when it meets (e.g. "In person · Los Altos · Sat 10:00–11:30"). */
export function useClassName(): (card: CourseCard) => string {
  const { t } = useTranslation();
  const { site, timezone } = useShell();
  return (card) => {
    const { spec } = card;
    if (!spec) return card.title;
    const schedule = lessonSchedule(spec, site, timezone);
    const when = schedule && t("catalogue.card.timeRange", { weekday: t(`catalogue.weekdays.${schedule.weekday}`), start: schedule.startTime, end: schedule.endTime });
    return [t(`catalogue.platform.${spec.platformType}`), spec.venueName, when].filter(Boolean).join(" · ");
  };
}
