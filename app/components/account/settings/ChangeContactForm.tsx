import { useRevalidator } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { defaultAreaCode } from "../../../../ui/contact/area-codes.js";
import { ACCOUNT_LIMITS, CodeScene, ContactType } from "../../../../schemas/account-values.js";
import {
  contactErrorText,
  normalizePhone,
  validatePhone,
  type ContactError,
} from "../../../../ui/contact/contact-validation.js";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { PhoneOrEmailInput } from "../../../../ui/contact/PhoneOrEmailInput.js";
import { useShell } from "../../shell/use-shell.js";
import { DialogActions } from "../../../../ui/DialogActions.js";
import { Field } from "../../../../ui/Field.js";
import { isValidBindEmail, sentCodeKey } from "../bind/bind-rules.js";
import { CodeInput } from "../bind/CodeInput.js";
import { failureMessage } from "../bind/failure-message.js";
import { SendCodeButton } from "../../../../ui/SendCodeButton.js";
import { shownEmail, shownPhone } from "../../../../rules/contact-masks.js";
import { countdownCookieFor, useCodeCountdown } from "../../../lib/account/code-countdown.js";
import { type ContactKind, type LoginContact } from "../../../lib/account/contact-input.js";
import { modifyByCodeRequest } from "./contact-change.js";

interface Props {
  kind: ContactKind;
  /** The account's contact that proves the change (verifyingContact). */
  current: LoginContact;
  onCancel(): void;
  /** The new contact as shown to the visitor. */
  onChanged(shown: string): void;
}

const shownContact = (contact: LoginContact) =>
  contact.type === ContactType.phone
    ? (shownPhone(contact.accountName, contact.countryCallingCode) ?? "")
    : (shownEmail(contact.accountName) ?? "");

/**
 * Changes the phone or e-mail (SPEC §2 /settings/security/{id}): a code (scene 4) to the current contact
 * and one to the new contact, then modifyUserInfoByCode with both.
 */
export function ChangeContactForm({ kind, current, onCancel, onChanged }: Props) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const revalidator = useRevalidator();
  const { site } = useShell();
  const areaCodes = site.phoneAreaCodes;
  // The bind cookies keep these sends too (by scene: a change code never passes for a bind code), so a
  // reopened form goes on with a code sent less than 60 s ago instead of being refused a new one.
  const currentCountdown = useCodeCountdown(countdownCookieFor("bind", current.type));
  const targetCountdown = useCodeCountdown(countdownCookieFor("bind", kind === "phone" ? ContactType.phone : ContactType.email));
  const [currentSent, setCurrentSent] = useState(false);
  const [currentCode, setCurrentCode] = useState("");
  const [input, setInput] = useState("");
  const [areaCode, setAreaCode] = useState(() => defaultAreaCode(areaCodes, site.countryCode)?.countryCode ?? "");
  const [inputError, setInputError] = useState<ContactError>();
  const [target, setTarget] = useState<LoginContact | null>(null);
  const [targetCode, setTargetCode] = useState("");
  const [busy, setBusy] = useState<"current" | "target" | "save" | null>(null);
  const [failure, setFailure] = useState<string>();

  const send = async (which: "current" | "target", contact: LoginContact) => {
    const countdown = which === "current" ? currentCountdown : targetCountdown;
    const key = sentCodeKey(CodeScene.changeContact, contact);
    setBusy(which);
    setFailure(undefined);
    try {
      if (!countdown.resume(key)) {
        await api.call(
          "sendLoginCode",
          { scene: CodeScene.changeContact, type: contact.type, contactInfo: contact.accountName, countryCallingCode: contact.countryCallingCode },
          call,
        );
        countdown.start(key);
      }
      if (which === "current") setCurrentSent(true);
      else setTarget(contact);
    } catch (error) {
      setFailure(failureMessage(error, t("settings.code.sendFailed")));
    } finally {
      setBusy(null);
    }
  };

  /** The new contact as typed, or why it cannot be used. */
  const parseTarget = (): { contact: LoginContact } | { error: ContactError } => {
    if (kind === "email") {
      if (!input.trim()) return { error: { code: "required" } };
      return isValidBindEmail(input) ? { contact: { type: ContactType.email, accountName: input.trim() } } : { error: { code: "invalidEmail" } };
    }
    const area = areaCodes.find((candidate) => candidate.countryCode === areaCode);
    const error = validatePhone(input, area);
    if (error || !area) return { error: error ?? { code: "invalidPhone" } };
    return { contact: { type: ContactType.phone, accountName: normalizePhone(input), countryCallingCode: area.value } };
  };

  const sendToTarget = () => {
    const parsed = parseTarget();
    if ("error" in parsed) return setInputError(parsed.error);
    setInputError(undefined);
    void send("target", parsed.contact);
  };

  /** A code belongs to the contact it went to: editing the new contact asks for a new code. */
  const editTarget = (patch: { input?: string; areaCode?: string }) => {
    if (patch.input !== undefined) setInput(patch.input);
    if (patch.areaCode !== undefined) setAreaCode(patch.areaCode);
    setTarget(null);
    setTargetCode("");
  };

  const codeComplete = (code: string) => code.length === ACCOUNT_LIMITS.codeLength;
  const ready = currentSent && target !== null && codeComplete(currentCode) && codeComplete(targetCode);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy("save");
    setFailure(undefined);
    try {
      await api.call("modifyUserInfoByCode", modifyByCodeRequest(current, currentCode, target, targetCode), call);
      revalidator.revalidate();
      onChanged(shownContact(target));
    } catch (error) {
      setFailure(failureMessage(error, t("settings.failed")));
      setBusy(null);
    }
  };

  const newLabel = t(kind === "phone" ? "settings.security.newPhone" : "settings.security.newEmail");
  return (
    <form className="account-form change-contact" noValidate aria-busy={busy !== null || undefined} onSubmit={onSubmit}>
      <fieldset className="change-contact__step">
        <legend className="account-form__label">{t("settings.security.currentStep", { contact: shownContact(current) })}</legend>
        <div className="account-form__code-row">
          <CodeInput label={t("settings.security.currentCode")} value={currentCode} onChange={setCurrentCode} />
          <SendCodeButton
            sent={currentSent}
            secondsLeft={currentCountdown.seconds}
            busy={busy !== null}
            label={t("settings.security.sendCurrent")}
            onClick={() => void send("current", current)}
          />
        </div>
      </fieldset>
      <fieldset className="change-contact__step">
        <legend className="account-form__label">{t("settings.security.newStep")}</legend>
        <Field label={newLabel} error={inputError && contactErrorText(t, inputError)}>
          {(control) => (
            <PhoneOrEmailInput
              control={control}
              rowClassName="account-form__contact"
              kind={kind}
              name={kind === "phone" ? "targetPhone" : "targetEmail"}
              type={kind === "phone" ? "tel" : "email"}
              autoComplete={kind === "phone" ? "tel-national" : "email"}
              value={input}
              onChange={(value) => editTarget({ input: value })}
              areaCodes={areaCodes}
              areaCode={areaCode}
              onAreaCodeChange={(countryCode) => editTarget({ areaCode: countryCode })}
              areaCodeLabel={t("settings.areaCode")}
              areaCodeName="targetCountryCallingCode"
            />
          )}
        </Field>
        <div className="account-form__code-row">
          <CodeInput label={t("settings.security.newCode")} value={targetCode} onChange={setTargetCode} disabled={!target} />
          <SendCodeButton
            sent={target !== null}
            secondsLeft={targetCountdown.seconds}
            busy={busy !== null}
            label={t("settings.security.sendNew")}
            disabled={!input.trim()}
            onClick={sendToTarget}
          />
        </div>
      </fieldset>
      <DialogActions
        failure={failure}
        cancelLabel={t("settings.cancel")}
        onCancel={onCancel}
        confirmLabel={t(busy === "save" ? "settings.saving" : "settings.save")}
        confirmDisabled={!ready || busy !== null}
      />
    </form>
  );
}
