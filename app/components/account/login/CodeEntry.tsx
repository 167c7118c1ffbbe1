import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ACCOUNT_LIMITS } from "../../../../schemas/account-values.js";
import { codeInput, LOGIN_INPUT_ERROR_KEYS, validateCode } from "../../../lib/account/contact-input.js";

interface Props {
  /** Where the code went, as the visitor reads it. */
  sentTo: string;
  code: string;
  /** Seconds until a new code may be sent (0: the resend button works). */
  seconds: number;
  busy: boolean;
  submitLabel: string;
  onCodeChange: (code: string) => void;
  /** Called with 6 digits: on the sixth digit typed, or on submit. */
  onSubmit: (code: string) => void;
  onResend: () => void;
}

/** The 6-digit code box with its resend countdown (SPEC §4: entering a 6-digit code submits). */
export function CodeEntry({ sentTo, code, seconds, busy, submitLabel, onCodeChange, onSubmit, onResend }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [touched, setTouched] = useState(false);
  const error = touched ? validateCode(code) : undefined;

  const change = (raw: string) => {
    const next = codeInput(raw);
    onCodeChange(next);
    if (next.length === ACCOUNT_LIMITS.codeLength && !busy) onSubmit(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validateCode(code) === undefined && !busy) onSubmit(code);
  };

  return (
    <form className="login-form" noValidate aria-busy={busy || undefined} onSubmit={submit}>
      <p className="login-form__intro" id={`${id}-intro`}>
        {t("login.code.sentTo", { contact: sentTo })}
      </p>
      <label className="login-form__label" htmlFor={id}>
        {t("login.code.label")}
      </label>
      <div className="login-form__code">
        <input
          id={id}
          className="form__input login-form__input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={ACCOUNT_LIMITS.codeLength}
          value={code}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-intro ${id}-error` : `${id}-intro`}
          onChange={(event) => change(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        <button type="button" className="button login-form__resend" disabled={seconds > 0 || busy} onClick={onResend}>
          {seconds > 0 ? t("login.code.resendIn", { seconds }) : t("login.code.resend")}
        </button>
      </div>
      {error && (
        <p className="account-form__error" id={`${id}-error`}>
          {t(LOGIN_INPUT_ERROR_KEYS[error])}
        </p>
      )}
      <button type="submit" className="button button--primary login-form__submit" disabled={code.length !== ACCOUNT_LIMITS.codeLength || busy}>
        {submitLabel}
      </button>
    </form>
  );
}
