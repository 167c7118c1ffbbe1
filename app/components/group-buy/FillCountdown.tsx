import { useTranslation } from "react-i18next";
import { fillCountdown } from "./group-buy-rules.js";

/** The time left before an open group closes unless full, counted down live. */
export function FillCountdown({ deadline, now }: { deadline: string; now: number }) {
  const { t } = useTranslation();
  const { days, clock } = fillCountdown(deadline, now);
  return (
    <p className="group-buy__countdown">
      <span id="group-buy-time-left">{t("groupBuy.group.timeLeft")}</span>{" "}
      {/* Read on request, not each second. */}
      <span role="timer" aria-live="off" aria-labelledby="group-buy-time-left" className="group-buy__clock">
        {days > 0 ? t("catalogue.countdown.withDays", { days, clock }) : clock}
      </span>
    </p>
  );
}
