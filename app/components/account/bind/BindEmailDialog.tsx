import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ACCOUNT_LIMITS, CodeScene, ContactType } from "../../../../schemas/account-values.js";
import { Field } from "../../../../ui/Field.js";
import { canSubmitBindEmail, isValidBindEmail } from "./bind-rules.js";
import { BindDialog } from "./BindDialog.js";
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
  const flow = useBindFlow({ scene: CodeScene.bindEmail, onClose, onBound });
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);

  return (
    <BindDialog
      flow={flow}
      width={512}
      title={t("settings.bind.emailTitle")}
      onClose={onClose}
      onBack={() => {
        setEmail("");
        setInvalid(false);
      }}
      canSend={canSubmitBindEmail(email)}
      onSend={() => {
        if (!canSubmitBindEmail(email)) return;
        if (!isValidBindEmail(email)) return setInvalid(true);
        setInvalid(false);
        void flow.request({ type: ContactType.email, accountName: email.trim() });
      }}
    >
      <Field label={t("settings.bind.emailLabel")} error={invalid ? t("settings.bind.invalidEmail") : undefined}>
        {(control) => (
        <input
          {...control}
          name="email"
          className="form__input"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={ACCOUNT_LIMITS.emailMaxLength}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (invalid && isValidBindEmail(event.target.value)) setInvalid(false);
          }}
        />
        )}
      </Field>
    </BindDialog>
  );
}
