import { useId, type ReactNode } from "react";

interface Choice<V extends string | number> {
  value: V;
  label: ReactNode;
  /** Why it cannot be chosen now; the choice is shown disabled with it. */
  why: string | null;
}

interface Props<V extends string | number> {
  legend: string;
  name: string;
  choices: readonly Choice<V>[];
  selected: V | null;
  onSelect(value: V): void;
  /** Shown under the choices when nothing was chosen on going on. */
  error: string | null;
}

/** A step's choice among lessons: radio buttons, the ones not open now disabled with the reason. */
export function ChoiceList<V extends string | number>({ legend, name, choices, selected, onSelect, error }: Props<V>) {
  const errorId = useId();
  return (
    <fieldset className="reschedule-choices" aria-describedby={error ? errorId : undefined}>
      <legend className="account-form__label">{legend}</legend>
      <ul className="reschedule-choices__list">
        {choices.map((choice) => (
          <li key={choice.value}>
            <label className={`reschedule-choice${choice.why ? " reschedule-choice--closed" : ""}`}>
              <input type="radio" name={name} value={choice.value} disabled={choice.why !== null} checked={selected === choice.value} onChange={() => onSelect(choice.value)} />
              <span className="reschedule-choice__text">
                {choice.label} {choice.why && <span className="reschedule-choice__why">{choice.why}</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p className="account-form__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
