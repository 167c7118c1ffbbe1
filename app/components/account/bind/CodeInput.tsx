import { useTranslation } from "react-i18next";
import { ACCOUNT_LIMITS } from "../../../../schemas/account-values.js";
import { codeInput } from "../../../lib/account/contact-input.js";
import { Field } from "../../../../ui/Field.js";

interface Props {
  value: string;
  onChange(value: string): void;
  /** SPEC §4: typing the sixth digit submits. */
  onComplete?(code: string): void;
  label?: string;
  disabled?: boolean;
}

/** A 6-digit one-time code box: digits only, filled in by the phone's one-time-code suggestion too. */
export function CodeInput({ value, onChange, onComplete, label, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <Field label={label ?? t("settings.code.label")}>
      {(control) => (
      <input
        {...control}
        name="verificationCode"
        className="form__input account-form__code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={ACCOUNT_LIMITS.codeLength}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const digits = codeInput(event.target.value);
          onChange(digits);
          if (digits.length === ACCOUNT_LIMITS.codeLength && digits !== value) onComplete?.(digits);
        }}
      />
      )}
    </Field>
  );
}
