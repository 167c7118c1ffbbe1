import { useTranslation } from "react-i18next";
import { ACCOUNT_LIMITS } from "../../../../schemas/account-values.js";
import { BindStepForm } from "./BindStepForm.js";
import { CodeInput } from "./CodeInput.js";
import { SendCodeButton } from "../../../../ui/SendCodeButton.js";
import type { BindFlow } from "./use-bind-flow.js";

interface Props {
  flow: BindFlow;
  /** The contact as the visitor typed it, to say where the code went. */
  shownContact: string;
  onBack(): void;
}

/** The bind dialogs' second step (SPEC §4): back arrow, where the code went, the code box, resend and confirm. */
export function CodeStep({ flow, shownContact, onBack }: Props) {
  const { t } = useTranslation();
  return (
    <BindStepForm
      flow={flow}
      submitLabel={t("settings.bind.confirm")}
      canSubmit={flow.code.length === ACCOUNT_LIMITS.codeLength}
      onSubmit={() => void flow.confirm(flow.code)}
    >
      <button type="button" className="bind-dialog__back" aria-label={t("settings.bind.back")} onClick={onBack}>
        <span aria-hidden="true">←</span>
      </button>
      <p className="bind-dialog__sent">{t("settings.code.sentTo", { contact: shownContact })}</p>
      <div className="account-form__code-row">
        <CodeInput value={flow.code} onChange={flow.setCode} onComplete={(code) => void flow.confirm(code)} disabled={flow.busy} />
        <SendCodeButton sent secondsLeft={flow.secondsLeft} busy={flow.busy} onClick={() => void flow.resend()} />
      </div>
    </BindStepForm>
  );
}
