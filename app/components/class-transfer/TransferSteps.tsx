import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Steps } from "../../../ui/Steps.js";
import { TRANSFER_STEPS, type TransferStep } from "./transfer-view.js";

/** Where the parent is among the three steps of a transfer (SPEC §2). */
export function TransferSteps({ current }: { current: TransferStep }) {
  const { t } = useTranslation();
  return (
    <Steps
      label={t("classTransfer.steps.label")}
      names={TRANSFER_STEPS.map((step) => t(`classTransfer.steps.${step}`))}
      current={TRANSFER_STEPS.indexOf(current)}
      position={(step, total) => t("classTransfer.steps.position", { step, total })}
    />
  );
}

/** A step's heading, which takes the focus when the parent moved to its step (not on the page's first view), so the reader starts there. */
export function StepHeading({ children, focusOnOpen }: { children: ReactNode; focusOnOpen: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);
  return (
    <h2 ref={heading} tabIndex={-1} className="class-transfer__step-title">
      {children}
    </h2>
  );
}
