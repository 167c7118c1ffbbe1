import { useId, type ReactNode } from "react";

export interface Choice<V extends string | number> {
  value: V;
  label: ReactNode;
  /** A second line under the label (an address, what the choice means). */
  hint?: ReactNode;
  /** Shown, but not to be chosen (a time already taken, a lesson too close to start). */
  disabled?: boolean;
}

interface Props<V extends string | number> {
  legend: string;
  name: string;
  choices: readonly Choice<V>[];
  selected: V | null;
  onSelect(value: V): void;
  /** Why the step cannot go on (nothing chosen yet). */
  error?: string | null;
  /** Small choices side by side (days, hours) rather than one under the other. */
  compact?: boolean;
}

/**
 * One choice among a few, as radio buttons in cards (a step of a flow: a lesson to reschedule, a child, a method, a
 * centre, a day or a time); a disabled choice shows why in its hint.
 */
export function RadioCards<V extends string | number>({ legend, name, choices, selected, onSelect, error, compact = false }: Props<V>) {
  const errorId = useId();
  return (
    <fieldset className="radio-cards" aria-describedby={error ? errorId : undefined}>
      <legend className="account-form__label">{legend}</legend>
      <ul className={compact ? "radio-cards__list radio-cards__list--compact" : "radio-cards__list"}>
        {choices.map((choice) => (
          <li key={choice.value}>
            <label className={choice.disabled ? "radio-card radio-card--disabled" : "radio-card"}>
              <input type="radio" name={name} value={choice.value} checked={selected === choice.value} disabled={choice.disabled} onChange={() => onSelect(choice.value)} />
              <span className="radio-card__text">
                <span className="radio-card__label">{choice.label}</span>
                {choice.hint && <span className="radio-card__hint">{choice.hint}</span>}
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
