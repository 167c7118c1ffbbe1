import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatCardDate } from "../../../../rules/regional/dates.js";
import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";
import { useShell } from "../../shell/use-shell.js";

type Spec = NonNullable<CourseCard["spec"]>;

const STARS_MAX = 5;

/** The level's stars, e.g. ★★★☆☆, read out as "3 of 5 stars". */
function LevelStars({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span className="detail-facts__stars" role="img" aria-label={t("courseDetail.facts.stars", { count })}>
      {"★".repeat(count)}
      {"☆".repeat(STARS_MAX - count)}
    </span>
  );
}

/** What a class is: level, grades, subject, term, format, classroom, dates and lessons (SPEC §3 spec). */
export function CourseFacts({ spec }: { spec: Spec }) {
  const { t } = useTranslation();
  const { site, timezone } = useShell();
  const date = (instant: string) => formatCardDate(instant, site, { timezone });
  const facts: [label: string, value: ReactNode][] = [
    [
      t("courseDetail.facts.level"),
      spec.levelDegreeId !== null && (
        <>
          {spec.levelDegreeName} <LevelStars count={spec.levelDegreeStar} />
        </>
      ),
    ],
    [t("courseDetail.facts.grades"), spec.gradeList.map((grade) => grade.name).join(t("courseDetail.facts.listSeparator"))],
    [t("courseDetail.facts.subject"), spec.subjectFullName],
    [t("courseDetail.facts.term"), `${spec.term} ${spec.year}`],
    [t("courseDetail.facts.format"), t(`catalogue.platform.${spec.platformType}`)],
    [t("courseDetail.facts.classroom"), t(`courseDetail.delivery.${spec.deliveryMode}`)],
    [t("courseDetail.facts.dates"), t("courseDetail.facts.dateRange", { start: date(spec.startDate), end: date(spec.endDate) })],
    [
      t("courseDetail.facts.lessons"),
      `${t("courseDetail.facts.lessonCount", { count: spec.lessonCount })} · ${t("courseDetail.facts.lessonsLeft", { count: spec.leftLesson })}`,
    ],
  ];
  return (
    <>
      <h2 className="visually-hidden">{t("courseDetail.facts.label")}</h2>
      <dl className="detail-facts">
        {facts
          .filter(([, value]) => value !== "" && value !== false)
          .map(([label, value]) => (
            <div key={label} className="detail-facts__item">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </>
  );
}
