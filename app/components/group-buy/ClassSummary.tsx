import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { productPath } from "../../../rules/catalogue/product-paths.js";
import { formatCardDate } from "../../../rules/regional/dates.js";
import type { CourseCard } from "../../../schemas/api/calls/catalogue.js";
import { lessonSchedule } from "../catalogue/card-view.js";
import { useShell } from "../shell/use-shell.js";

/** The class a group buys, as its card says it: dates, weekly time, lessons, format and teachers, with a link to its page. */
export function ClassSummary({ card }: { card: CourseCard }) {
  const { t } = useTranslation();
  const { site, timezone } = useShell();
  const spec = card.spec;
  const schedule = spec && lessonSchedule(spec, site, timezone);
  const date = (instant: string) => formatCardDate(instant, site, { timezone });
  const facts: [label: string, value: ReactNode][] = spec
    ? [
        [t("courseDetail.facts.dates"), t("courseDetail.facts.dateRange", { start: date(spec.startDate), end: date(spec.endDate) })],
        [
          t("catalogue.card.time"),
          schedule && t("catalogue.card.timeRange", { weekday: t(`catalogue.weekdays.${schedule.weekday}`), start: schedule.startTime, end: schedule.endTime }),
        ],
        [t("catalogue.card.lessons"), spec.lessonCount],
        [
          t("catalogue.card.format"),
          t("catalogue.card.formatValue", { platform: t(`catalogue.platform.${spec.platformType}`), delivery: t(`catalogue.delivery.${spec.deliveryMode}`) }),
        ],
        // Names only: the card's avatars would split their module out of the course list's first load.
        [t("catalogue.card.teachers"), [...spec.teacherList, ...spec.tutorList].map((person) => person.name).join(", ")],
      ]
    : [];
  return (
    <section className="group-buy__class" aria-label={t("courseDetail.facts.label")}>
      {card.summary && <p className="group-buy__summary">{card.summary}</p>}
      <dl className="group-buy__facts">
        {facts
          .filter(([, value]) => value !== null && value !== false && value !== "")
          .map(([label, value]) => (
            <div key={label} className="group-buy__fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <p>
        <Link to={productPath(card)}>{t("groupBuy.classLink")}</Link>
      </p>
    </section>
  );
}
