import { useTranslation } from "react-i18next";

interface Props {
  /** A code has been sent before: the button resends. */
  sent: boolean;
  secondsLeft: number;
  busy: boolean;
  onClick(): void;
  /** Names what the code goes to, for screens with two send buttons. */
  label?: string;
  disabled?: boolean;
}

/** SPEC §4: send, then a countdown, then the resend label; it works again after a failed send. */
export function SendCodeButton({ sent, secondsLeft, busy, onClick, label, disabled }: Props) {
  const { t } = useTranslation();
  const counting = secondsLeft > 0;
  const text = counting
    ? t("settings.code.resendIn", { seconds: secondsLeft })
    : sent
      ? t("settings.code.resend")
      : (label ?? t("settings.code.send"));
  return (
    <button type="button" className="button account-form__send" disabled={disabled || busy || counting} onClick={onClick}>
      {text}
    </button>
  );
}
