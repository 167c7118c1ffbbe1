import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ACCOUNT_LIMITS, CodeScene, ContactType } from "../../../../schemas/account-rules.js";
import { contactLabel } from "../../../lib/account/contact-input.js";
import { Dialog } from "../../shell/Dialog.js";
import { canSubmitBindEmail, isValidBindEmail } from "./bind-rules.js";
import { CodeStep } from "./CodeStep.js";
import { useBindFlow } from "./use-bind-flow.js";

interface Props {
  onClose(): void;
  onBound?: () => void;
}

/**
 * The bind e-mail dialog (SPEC §2 Dialogs, 512 px; §4 Bind dialog; §5): an e-mail, a code sent to it
 * (scene 2), then bindEmail. Mounted while it is open: closing it forgets everything typed.
 */
export function BindEmailDialog({ onClose, onBound }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const flow = useBindFlow({ scene: CodeScene.bindEmail, onClose, onBound });
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);

  const back = () => {
    flow.reset();
    setEmail("");
    setInvalid(false);
  };

  return (
    <Dialog open width={512} title={t(flow.sentTo ? "settings.bind.codeTitle" : "settings.bind.emailTitle")} onClose={onClose}>
      {flow.sentTo ? (
        <CodeStep flow={flow} shownContact={contactLabel(flow.sentTo)} onBack={back} />
      ) : (
        <form
          className="account-form bind-dialog__step"
          noValidate
          aria-busy={flow.busy || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            if (!canSubmitBindEmail(email)) return;
            if (!isValidBindEmail(email)) return setInvalid(true);
            setInvalid(false);
            void flow.request({ type: ContactType.email, accountName: email.trim() });
          }}
        >
          <div className="account-form__field">
            <label className="account-form__label" htmlFor={`${id}-email`}>
              {t("settings.bind.emailLabel")}
            </label>
            <input
              id={`${id}-email`}
              name="email"
              className="form__input"
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={ACCOUNT_LIMITS.emailMaxLength}
              value={email}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                if (invalid && isValidBindEmail(event.target.value)) setInvalid(false);
              }}
            />
            {invalid && (
              <p className="account-form__error" id={`${id}-error`}>
                {t("settings.bind.invalidEmail")}
              </p>
            )}
          </div>
          {flow.failure && (
            <p className="account-form__failure" role="alert">
              {flow.failure}
            </p>
          )}
          <button type="submit" className="button button--primary account-form__submit" disabled={flow.busy || !canSubmitBindEmail(email)}>
            {t("settings.code.send")}
          </button>
        </form>
      )}
    </Dialog>
  );
}
