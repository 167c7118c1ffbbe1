import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Dialog widths of SPEC §9: login 440, bind phone or e-mail and timezone 480, confirm 500, bind e-mail 512. */
export type DialogWidth = 440 | 480 | 500 | 512;

interface Props {
  open: boolean;
  title: string;
  width?: DialogWidth;
  /** The login dialog does not close on a backdrop click (SPEC §2 Dialogs). */
  closeOnBackdrop?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A modal dialog on the native <dialog> element: focus stays inside, Escape closes it. */
export function Dialog({ open, title, width = 440, closeOnBackdrop = true, onClose, children }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${width}`}
      aria-label={title}
      onClose={onClose}
      onClick={(event) => closeOnBackdrop && event.target === ref.current && onClose()}
    >
      <div className="dialog__header">
        <h2 className="dialog__title">{title}</h2>
        <button type="button" className="dialog__close" aria-label={t("shell.dialog.close")} onClick={onClose}>
          ×
        </button>
      </div>
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}
