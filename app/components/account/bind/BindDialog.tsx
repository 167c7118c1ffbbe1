import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { contactLabel } from "../../../lib/account/contact-input.js";
import { Dialog, type DialogWidth } from "../../../../ui/Dialog.js";
import { BindStepForm } from "./BindStepForm.js";
import { CodeStep } from "./CodeStep.js";
import type { BindFlow } from "./use-bind-flow.js";

interface Props {
  flow: BindFlow;
  width: DialogWidth;
  /** The first step's title; the code step has its own. */
  title: string;
  onClose(): void;
  /** The back arrow of the code step: the dialog forgets what was typed. */
  onBack(): void;
  canSend: boolean;
  onSend(): void;
  /** The first step's contact field. */
  children: ReactNode;
}

/** What both bind dialogs show (SPEC §4 Bind dialog): a contact to send a code to, then the code step. */
export function BindDialog({ flow, width, title, onClose, onBack, canSend, onSend, children }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open width={width} title={flow.sentTo ? t("settings.bind.codeTitle") : title} onClose={onClose}>
      {flow.sentTo ? (
        <CodeStep
          flow={flow}
          shownContact={contactLabel(flow.sentTo)}
          onBack={() => {
            flow.reset();
            onBack();
          }}
        />
      ) : (
        <BindStepForm flow={flow} submitLabel={t("settings.code.send")} canSubmit={canSend} onSubmit={onSend}>
          {children}
        </BindStepForm>
      )}
    </Dialog>
  );
}
