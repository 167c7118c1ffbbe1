import { useEffect, useId, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";

/** How long the checkbox shakes after an attempt without it (SPEC §9). */
export const SHAKE_MS = 1000;

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Attempts made without the box ticked; each one shows the tip, shakes the box and focuses it. */
  attempts: number;
}

/** The legal-agreement checkbox under the login dialog's steps (SPEC §2 Login dialog, §5). */
export function LegalConsent({ checked, onChange, attempts }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const [shaking, setShaking] = useState(false);

  useEffect(() => {
    if (attempts === 0) return;
    setShaking(true);
    box.current?.focus();
    const timer = setTimeout(() => setShaking(false), SHAKE_MS);
    return () => clearTimeout(timer);
  }, [attempts]);

  const showTip = attempts > 0 && !checked;
  return (
    <div className={shaking ? "login-legal login-legal--shake" : "login-legal"}>
      <input
        ref={box}
        id={id}
        className="login-legal__box"
        type="checkbox"
        checked={checked}
        aria-invalid={showTip || undefined}
        aria-describedby={showTip ? `${id}-tip` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="login-legal__label" htmlFor={id}>
        <Trans
          i18nKey="login.legal.text"
          components={{
            terms: <a href="/terms-of-use" target="_blank" rel="noreferrer" />,
            privacy: <a href="/privacy-policy" target="_blank" rel="noreferrer" />,
          }}
        />
      </label>
      {showTip && (
        <p className="account-form__error login-legal__tip" id={`${id}-tip`} role="alert">
          {t("login.errors.policiesRequired")}
        </p>
      )}
    </div>
  );
}
