import { useTranslation } from "react-i18next";

interface Props {
  score: number;
  maxScore: number;
  /** The id of the text naming what is scored. */
  labelledBy: string;
}

/** Points out of the most there were, as a bar that says its value in words too (never by its length or colour alone). */
export function ScoreMeter({ score, maxScore, labelledBy }: Props) {
  const { t } = useTranslation();
  const percent = maxScore > 0 ? Math.min(100, Math.round((score * 100) / maxScore)) : 0;
  return (
    <div className="score-meter">
      <div
        className="score-meter__bar"
        role="meter"
        aria-labelledby={labelledBy}
        aria-valuemin={0}
        aria-valuemax={maxScore}
        aria-valuenow={score}
        aria-valuetext={t("evaluation.report.score.valueText", { score, maxScore })}
      >
        <span className="score-meter__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="score-meter__value" aria-hidden="true">
        {t("evaluation.report.score.value", { score, maxScore })}
      </span>
    </div>
  );
}
