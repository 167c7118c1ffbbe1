import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { EvaluationReport } from "../../../../schemas/api/calls/evaluations.js";
import { useReportFormat } from "./use-report-format.js";

interface Props {
  level: EvaluationReport["level"];
  /** The number of levels of the subject; null when unknown. */
  levelCount: number | null;
}

/** SPEC §3 Level card: the level's name, its place among the subject's levels and what it means. */
export function LevelCard({ level, levelCount }: Props) {
  const { t } = useTranslation();
  const { levelPlace } = useReportFormat();
  const headingId = useId();
  return (
    <section className="level-card" aria-labelledby={headingId}>
      <h2 className="level-card__heading" id={headingId}>
        {t("evaluation.report.level.heading")}
      </h2>
      <p className="level-card__name">{level.levelDegreeName}</p>
      <p className="level-card__place">{levelPlace(level.levelDegreeOrder, levelCount)}</p>
      {/* The steps repeat the place in the text above for the eye only. */}
      {levelCount !== null && (
        <ol className="level-card__steps" aria-hidden="true">
          {Array.from({ length: levelCount }, (_, index) => (
            <li key={index} className={index < level.levelDegreeOrder ? "level-card__step level-card__step--reached" : "level-card__step"} />
          ))}
        </ol>
      )}
      {level.levelDegreeDesc !== "" && <p className="level-card__description">{level.levelDegreeDesc}</p>}
    </section>
  );
}
