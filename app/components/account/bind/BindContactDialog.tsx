import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CodeScene } from "../../../../schemas/account-rules.js";
import {
  contactKind,
  contactLabel,
  contactMaxLength,
  LOGIN_INPUT_ERROR_KEYS,
  toLoginContact,
  validateContact,
  type LoginInputError,
} from "../../../lib/account/contact-input.js";
import { Dialog } from "../../shell/Dialog.js";
import { useShell } from "../../shell/use-shell.js";
import { CodeStep } from "./CodeStep.js";
import { useBindFlow } from "./use-bind-flow.js";

interface Props {
  onClose(): void;
  onBound?: () => void;
}

/**
 * The bind phone-or-e-mail dialog (SPEC §2 Dialogs, 480 px; §4 Bind dialog, scene 3): a phone (with its
 * area code) or an e-mail, checked with contactVerify before a code is sent, then bindPhone or bindEmail.
 * Mounted while it is open: closing it forgets everything typed.
 */
export function BindContactDialog({ onClose, onBound }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { site } = useShell();
  const areaCodes = site.phoneAreaCodes;
  const flow = useBindFlow({ scene: CodeScene.bindContact, onClose, onBound });
  const [input, setInput] = useState("");
  const [areaCode, setAreaCode] = useState(() => (areaCodes.find((area) => area.countryCode === site.countryCode) ?? areaCodes[0])!.countryCode);
  const [error, setError] = useState<LoginInputError>();
  const isPhone = input.trim() !== "" && contactKind(input) === "phone";
  const area = areaCodes.find((candidate) => candidate.countryCode === areaCode);

  const back = () => {
    flow.reset();
    setInput("");
    setError(undefined);
  };

  return (
    <Dialog open width={480} title={t(flow.sentTo ? "settings.bind.codeTitle" : "settings.bind.contactTitle")} onClose={onClose}>
      {flow.sentTo ? (
        <CodeStep flow={flow} shownContact={contactLabel(flow.sentTo)} onBack={back} />
      ) : (
        <form
          className="account-form bind-dialog__step"
          noValidate
          aria-busy={flow.busy || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            const invalid = validateContact(input, area);
            if (invalid) return setError(invalid);
            setError(undefined);
            void flow.request(toLoginContact(input, area));
          }}
        >
          <div className="account-form__field">
            <label className="account-form__label" htmlFor={`${id}-contact`}>
              {t("settings.bind.contactLabel")}
            </label>
            <div className={isPhone ? "account-form__phone" : undefined}>
              {isPhone && (
                <select
                  className="form__input account-form__area-code"
                  name="countryCallingCode"
                  aria-label={t("settings.areaCode")}
                  value={areaCode}
                  onChange={(event) => setAreaCode(event.target.value)}
                >
                  {areaCodes.map((option) => (
                    <option key={option.countryCode} value={option.countryCode}>
                      {`${option.countryName} ${option.value}`}
                    </option>
                  ))}
                </select>
              )}
              <input
                id={`${id}-contact`}
                name="contact"
                className="form__input"
                type="text"
                autoComplete="username"
                maxLength={contactMaxLength(contactKind(input))}
                value={input}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => setInput(event.target.value)}
              />
            </div>
            {error && (
              <p className="account-form__error" id={`${id}-error`}>
                {t(LOGIN_INPUT_ERROR_KEYS[error])}
              </p>
            )}
          </div>
          {flow.failure && (
            <p className="account-form__failure" role="alert">
              {flow.failure}
            </p>
          )}
          <button type="submit" className="button button--primary account-form__submit" disabled={flow.busy || input.trim() === ""}>
            {t("settings.code.send")}
          </button>
        </form>
      )}
    </Dialog>
  );
}
