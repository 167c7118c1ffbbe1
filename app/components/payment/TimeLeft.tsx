import { useTranslation } from "react-i18next";
import { countdownClock } from "../catalogue/card-view.js";

/** Time left to pay as hh:mm:ss, with whole days apart when there are any. */
export function TimeLeft({ ms }: { ms: number }) {
  const { t } = useTranslation();
  const { days, clock } = countdownClock(ms);
  return (
    <span className="time-left" role="timer">
      {days > 0 ? t("payment.time.withDays", { days, clock }) : clock}
    </span>
  );
}
