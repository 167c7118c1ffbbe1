import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { timezoneLabel } from "../../../rules/regional/timezone.js";
import { initialDay, offersOnlineEvaluation, slotsByDay } from "./booking-rules.js";
import { RadioCards } from "../../../ui/RadioCards.js";
import { OnlineEvaluationLink } from "./OnlineEvaluation.js";
import { StepButtons } from "./StepButtons.js";
import type { Times } from "./use-booking-flow.js";
import { useBookingWords } from "./use-booking-words.js";

interface Props {
  /** Null while they load, or when loading them failed (the flow says why). */
  times: Times | null;
  busy: boolean;
  chosen: string | null;
  /** The time chosen before was taken meanwhile (4160). */
  justTaken: boolean;
  onlinePath: string;
  onChoose(startsAt: string): void;
  onRetry(): void;
  onBack(): void;
}

/**
 * Step 4: a day, then one of its hours, in the site's timezone; times already taken are shown but cannot be chosen.
 * No time left, or the one chosen just taken, offers the online evaluation (SPEC §8).
 */
export function TimeStep({ times, busy, chosen, justTaken, onlinePath, onChoose, onRetry, onBack }: Props) {
  const { t, i18n } = useTranslation();
  const words = useBookingWords();
  const days = times ? slotsByDay(times.slots, times.timezone) : [];
  const [day, setDay] = useState<string | null>(null);
  const [selected, setSelected] = useState(chosen);
  const [missing, setMissing] = useState(false);
  const shownDay = days.find((candidate) => candidate.day === day) ?? days.find((candidate) => candidate.day === initialDay(days, selected));

  if (!times) {
    return (
      <div className="placement__form">
        {busy ? (
          <p role="status">{t("placement.time.loading")}</p>
        ) : (
          <button type="button" className="button" onClick={onRetry}>
            {t("placement.time.retry")}
          </button>
        )}
        <StepButtons busy={busy} onBack={onBack} />
      </div>
    );
  }

  const anyFree = days.some((candidate) => candidate.free > 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(selected === null);
    if (selected !== null) onChoose(selected);
  };

  return (
    <form className="placement__form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      {offersOnlineEvaluation(times.slots, justTaken) && (
        <div className="placement__notice" role="alert">
          <p>{t(justTaken ? "placement.time.justTaken" : "placement.time.noneLeft")}</p>
          <OnlineEvaluationLink path={onlinePath} />
        </div>
      )}
      {anyFree && shownDay && (
        <>
          <p className="placement__hint">{t("placement.time.zone", { zone: timezoneLabel(times.timezone, i18n.language) })}</p>
          <RadioCards<string>
            compact
            legend={t("placement.time.dayLegend")}
            name="day"
            choices={days.map((entry) => ({
              value: entry.day,
              label: words.day(entry.slots[0]!, times.timezone),
              hint: entry.free > 0 ? t("placement.time.freeCount", { count: entry.free }) : t("placement.time.full"),
            }))}
            selected={shownDay.day}
            onSelect={setDay}
          />
          <RadioCards<string>
            compact
            legend={t("placement.time.hourLegend", { day: words.day(shownDay.slots[0]!, times.timezone) })}
            name="startsAt"
            choices={shownDay.slots.map((slot) => ({
              value: slot.startsAt,
              label: words.hours(slot, times.timezone),
              hint: slot.free ? undefined : t("placement.time.taken"),
              disabled: !slot.free,
            }))}
            selected={selected}
            onSelect={(value) => {
              setSelected(value);
              setMissing(false);
            }}
            error={missing ? t("placement.time.required") : null}
          />
        </>
      )}
      <StepButtons busy={busy} next={anyFree ? t("placement.actions.next") : undefined} onBack={onBack} />
    </form>
  );
}
