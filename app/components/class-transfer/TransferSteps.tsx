import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TRANSFER_STEPS, type TransferStep } from "./transfer-view.js";

/** Where the parent is among the three steps; the current one is marked for assistive technology too. */
export function TransferSteps({ current }: { current: TransferStep }) {
  const { t } = useTranslation();
  return (
    <ol className="transfer-steps" aria-label={t("classTransfer.steps.label")}>
      {TRANSFER_STEPS.map((step, index) => (
        <li key={step} className={`transfer-steps__step${step === current ? " transfer-steps__step--current" : ""}`} aria-current={step === current ? "step" : undefined}>
          <span className="transfer-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="visually-hidden">{t("classTransfer.steps.position", { step: index + 1, total: TRANSFER_STEPS.length })}: </span>
          {t(`classTransfer.steps.${step}`)}
        </li>
      ))}
    </ol>
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
