import { useId, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { PhoneAreaCode } from "../../../../schemas/site.js";
import { PhoneOrEmailInput } from "../../../../ui/contact/PhoneOrEmailInput.js";
import { LOGIN_INPUT_ERROR_KEYS, type ContactKind, type LoginInputError } from "../../../lib/account/contact-input.js";

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
      <PhoneOrEmailInput
        control={{ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined }}
        rowClassName="login-form__contact"
        className="form__input login-form__input"
        kind={kind}
        autoComplete="username"
        autoFocus
        placeholder={t("login.contact.placeholder")}
        aria-required
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        areaCodes={areaCodes}
        areaCode={areaCode}
        onAreaCodeChange={onAreaCodeChange}
        areaCodeLabel={t("login.contact.areaCode")}
      />
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
