import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { defaultAreaCode } from "../../../../component-registry/shared/area-codes.js";
import { CodeScene } from "../../../../schemas/account-values.js";
import { AreaCodeSelect } from "../../../../component-registry/shared/AreaCodeSelect.js";
import {
  contactKind,
  contactMaxLength,
  LOGIN_INPUT_ERROR_KEYS,
  toLoginContact,
  validateContact,
  type LoginInputError,
} from "../../../lib/account/contact-input.js";
import { useShell } from "../../shell/use-shell.js";
import { AccountField, fieldErrorId } from "../AccountField.js";
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
  const id = useId();
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
      <AccountField controlId={id} label={t("settings.bind.contactLabel")} error={error && t(LOGIN_INPUT_ERROR_KEYS[error])}>
        <div className={isPhone ? "account-form__phone" : undefined}>
          {isPhone && (
            <AreaCodeSelect
              className="form__input"
              name="countryCallingCode"
              label={t("settings.areaCode")}
              areaCodes={areaCodes}
              value={areaCode}
              onChange={setAreaCode}
            />
          )}
          <input
            id={id}
            name="contact"
            className="form__input"
            type="text"
            autoComplete="username"
            maxLength={contactMaxLength(contactKind(input))}
            value={input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fieldErrorId(id) : undefined}
            onChange={(event) => setInput(event.target.value)}
          />
        </div>
      </AccountField>
    </BindDialog>
  );
}
