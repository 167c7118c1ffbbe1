import { useId, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { PhoneAreaCode } from "../../../../schemas/site.js";
import { AreaCodeSelect } from "../../../../component-registry/shared/AreaCodeSelect.js";
import { contactMaxLength, LOGIN_INPUT_ERROR_KEYS, type ContactKind, type LoginInputError } from "../../../lib/account/contact-input.js";

interface Props {
  value: string;
  kind: ContactKind;
  areaCodes: readonly PhoneAreaCode[];
  areaCode: string;
  error: LoginInputError | undefined;
  valid: boolean;
  busy: boolean;
  onChange: (value: string) => void;
  onAreaCodeChange: (countryCode: string) => void;
  onBlur: () => void;
  onSend: () => void;
}

/** Step 1's first half: the phone (with its area code) or e-mail to send a code to. */
export function ContactEntry({ value, kind, areaCodes, areaCode, error, valid, busy, onChange, onAreaCodeChange, onBlur, onSend }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !busy) onSend();
  };
  return (
    <form className="login-form" noValidate aria-busy={busy || undefined} onSubmit={submit}>
      <label className="login-form__label" htmlFor={id}>
        {t("login.contact.label")}
      </label>
      <div className={kind === "phone" ? "login-form__contact login-form__contact--phone" : "login-form__contact"}>
        {kind === "phone" && (
          <AreaCodeSelect
            className="form__input"
            label={t("login.contact.areaCode")}
            areaCodes={areaCodes}
            value={areaCode}
            onChange={onAreaCodeChange}
          />
        )}
        <input
          id={id}
          className="form__input login-form__input"
          type="text"
          inputMode={kind === "phone" ? "tel" : "email"}
          autoComplete="username"
          autoFocus
          placeholder={t("login.contact.placeholder")}
          maxLength={contactMaxLength(kind)}
          value={value}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </div>
      {error && (
        <p className="account-form__error" id={`${id}-error`}>
          {t(LOGIN_INPUT_ERROR_KEYS[error])}
        </p>
      )}
      <button type="submit" className="button button--primary login-form__submit" disabled={!valid || busy}>
        {busy ? t("login.code.sending") : t("login.code.send")}
      </button>
    </form>
  );
}
