import { useState } from "react";
import { useTranslation } from "react-i18next";
import { defaultAreaCode } from "../../../../ui/contact/area-codes.js";
import { CodeScene } from "../../../../schemas/account-values.js";
import { PhoneOrEmailInput } from "../../../../ui/contact/PhoneOrEmailInput.js";
import {
  contactKind,
  LOGIN_INPUT_ERROR_KEYS,
  toLoginContact,
  validateContact,
  type LoginInputError,
} from "../../../lib/account/contact-input.js";
import { useShell } from "../../shell/use-shell.js";
import { Field } from "../../../../ui/Field.js";
import { BindDialog } from "./BindDialog.js";
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
  const { site } = useShell();
  const areaCodes = site.phoneAreaCodes;
  const flow = useBindFlow({ scene: CodeScene.bindContact, onClose, onBound });
  const [input, setInput] = useState("");
  const [areaCode, setAreaCode] = useState(() => defaultAreaCode(areaCodes, site.countryCode)?.countryCode ?? "");
  const [error, setError] = useState<LoginInputError>();
  const isPhone = input.trim() !== "" && contactKind(input) === "phone";
  const area = areaCodes.find((candidate) => candidate.countryCode === areaCode);

  return (
    <BindDialog
      flow={flow}
      width={480}
      title={t("settings.bind.contactTitle")}
      onClose={onClose}
      onBack={() => {
        setInput("");
        setError(undefined);
      }}
      canSend={input.trim() !== ""}
      onSend={() => {
        const invalid = validateContact(input, area);
        if (invalid) return setError(invalid);
        setError(undefined);
        void flow.request(toLoginContact(input, area));
      }}
    >
      <Field label={t("settings.bind.contactLabel")} error={error && t(LOGIN_INPUT_ERROR_KEYS[error])}>
        {(control) => (
          <PhoneOrEmailInput
            control={control}
            rowClassName="account-form__contact"
            kind={isPhone ? "phone" : "email"}
            name="contact"
            autoComplete="username"
            value={input}
            onChange={setInput}
            areaCodes={areaCodes}
            areaCode={areaCode}
            onAreaCodeChange={setAreaCode}
            areaCodeLabel={t("settings.areaCode")}
            areaCodeName="countryCallingCode"
          />
        )}
      </Field>
    </BindDialog>
  );
}
