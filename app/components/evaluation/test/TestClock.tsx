import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatRemaining, timeWarning } from "./test-progress.js";

/**
 * The time left as mm:ss. Screen readers are told politely when 5 minutes and then 1 minute are left (a clock read out
 * every second would drown the questions); a warning already reached when the page opened is not told again.
 */
export function TestClock({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const labelId = useId();
  const warning = timeWarning(seconds);
  const [warningAtOpening] = useState(warning);
  const told = warning !== warningAtOpening ? warning : null;
  return (
    <div className={warning ? "level-test__clock level-test__clock--low" : "level-test__clock"}>
      <span id={labelId} className="level-test__clock-label">
        {t("evaluation.test.clock.label")}
      </span>
      {/* The server's second and the browser's differ. */}
      <span role="timer" aria-labelledby={labelId} className="level-test__clock-time" suppressHydrationWarning>
        {formatRemaining(seconds)}
      </span>
      <span className="visually-hidden" role="status">
        {told ? t(`evaluation.test.clock.${told}`) : ""}
      </span>
    </div>
  );
}
