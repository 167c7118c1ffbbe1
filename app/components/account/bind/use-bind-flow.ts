import { useRevalidator } from "@remix-run/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CodeScene, ContactType } from "../../../../schemas/account-values.js";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { COUNTDOWN_COOKIES, useCodeCountdown } from "../../../lib/account/code-countdown.js";
import type { LoginContact } from "../../../lib/account/contact-input.js";
import { sentCodeKey } from "./bind-rules.js";
import { dialogCallFailure } from "./failure-message.js";

/** A bind dialog's state and calls, as its steps use them. */
export type BindFlow = ReturnType<typeof useBindFlow>;

interface Options {
  /** 2 for the bind e-mail dialog; 3 for the bind phone-or-e-mail dialog, which checks the contact first. */
  scene: typeof CodeScene.bindEmail | typeof CodeScene.bindContact;
  onClose(): void;
  onBound?: () => void;
}

/**
 * What both bind dialogs do once a contact is typed (SPEC §4 Bind dialog): check it (scene 3), send a
 * code unless one went to it in the last 60 s, then bind with the code. Code 9 closes the dialog and
 * opens the login dialog (SPEC §8); other failures show the server's message.
 */
export function useBindFlow({ scene, onClose, onBound }: Options) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const revalidator = useRevalidator();
  const countdowns = {
    [ContactType.phone]: useCodeCountdown(COUNTDOWN_COOKIES.bindPhone),
    [ContactType.email]: useCodeCountdown(COUNTDOWN_COOKIES.bindEmail),
  };
  const [sentTo, setSentTo] = useState<LoginContact | null>(null);
  const [code, setCode] = useState("");
  const [busy, setBusyState] = useState(false);
  // A ref as well: the sixth digit and the confirm button can both ask for the bind in one tick.
  const working = useRef(false);
  const setBusy = (value: boolean) => {
    working.current = value;
    setBusyState(value);
  };
  const [failure, setFailure] = useState<string>();

  const fail = (error: unknown, fallbackKey: string) => {
    setBusy(false);
    setFailure(dialogCallFailure(error, t(fallbackKey), onClose));
  };

  const sendCode = async (contact: LoginContact) => {
    await api.call(
      "sendLoginCode",
      { scene, type: contact.type, contactInfo: contact.accountName, countryCallingCode: contact.countryCallingCode },
      call,
    );
    countdowns[contact.type].start(sentCodeKey(scene, contact));
  };

  /** From the entry step: the code box shows once a code is on its way (or still valid from before). */
  const request = async (contact: LoginContact) => {
    if (working.current) return;
    setBusy(true);
    setFailure(undefined);
    try {
      if (scene === CodeScene.bindContact) {
        await api.call(
          "contactVerify",
          { type: contact.type, contactInfo: contact.accountName, countryCallingCode: contact.countryCallingCode },
          call,
        );
      }
      if (!countdowns[contact.type].resume(sentCodeKey(scene, contact))) await sendCode(contact);
      setSentTo(contact);
      setBusy(false);
    } catch (error) {
      fail(error, "settings.code.sendFailed");
    }
  };

  const resend = async () => {
    if (!sentTo || working.current) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await sendCode(sentTo);
      setBusy(false);
    } catch (error) {
      fail(error, "settings.code.sendFailed");
    }
  };

  const confirm = async (verificationCode: string) => {
    if (!sentTo || working.current) return;
    setBusy(true);
    setFailure(undefined);
    try {
      if (sentTo.type === ContactType.phone) {
        await api.call("bindPhone", { phone: sentTo.accountName, verificationCode, countryCallingCode: sentTo.countryCallingCode ?? "" }, call);
      } else {
        await api.call("bindEmail", { email: sentTo.accountName, verificationCode }, call);
      }
      revalidator.revalidate();
      onBound?.();
      onClose();
    } catch (error) {
      fail(error, "settings.failed");
    }
  };

  /** The back arrow: the entry step again, with nothing kept. */
  const reset = () => {
    setSentTo(null);
    setCode("");
    setFailure(undefined);
  };

  return {
    sentTo,
    code,
    setCode,
    busy,
    failure,
    secondsLeft: sentTo ? countdowns[sentTo.type].seconds : 0,
    request,
    resend,
    confirm,
    reset,
  };
}
