import { useId, type ReactNode } from "react";

export interface Choice<V extends string | number> {
  value: V;
  label: ReactNode;
  /** A second line under the label (an address, what the choice means). */
  hint?: ReactNode;
  /** Shown, but not to be chosen (a time already taken). */
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

/** One choice among a few, as radio buttons in cards: the steps' child, method, centre, day and time. */
export function ChoiceGroup<V extends string | number>({ legend, name, choices, selected, onSelect, error, compact = false }: Props<V>) {
  const errorId = useId();
  return (
    <fieldset className="placement-choices" aria-describedby={error ? errorId : undefined}>
      <legend className="account-form__label">{legend}</legend>
      <ul className={compact ? "placement-choices__list placement-choices__list--compact" : "placement-choices__list"}>
        {choices.map((choice) => (
          <li key={choice.value}>
            <label className={choice.disabled ? "placement-choice placement-choice--disabled" : "placement-choice"}>
              <input type="radio" name={name} value={choice.value} checked={selected === choice.value} disabled={choice.disabled} onChange={() => onSelect(choice.value)} />
              <span className="placement-choice__text">
                <span className="placement-choice__label">{choice.label}</span>
                {choice.hint && <span className="placement-choice__hint">{choice.hint}</span>}
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
