import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { teachingPointDistanceKm, type TeachingPoint } from "../../../rules/regional/teaching-point.js";
import { Dialog } from "../../../ui/Dialog.js";
import { DialogActions } from "../../../ui/DialogActions.js";
import { useShell } from "../shell/use-shell.js";
import { useTeachingPoint } from "./teaching-point-context.js";
import { usePointName } from "../../../ui/use-point-name.js";
import { numberFormat } from "../../../rules/regional/intl-formats.js";

/**
 * 'Find my school' (SPEC §2 Layouts, triage): the site's teaching points with their distance when the
 * position is known. Choosing another one asks first; only a confirmed switch is kept (SPEC §5).
 */
export function TeachingPointPicker() {
  const { t } = useTranslation();
  const pointName = usePointName();
  const { language } = useShell();
  const { points, current, position, choose } = useTeachingPoint();
  const [open, setOpen] = useState(false);
  // The point asked about stays set while the dialog closes, so its title never loses the name.
  const [pending, setPending] = useState<TeachingPoint>();
  const [asking, setAsking] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const kilometres = numberFormat(language, { maximumFractionDigits: 1 });

  // A click or a tab outside the list closes it.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("focusin", closeOutside);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("focusin", closeOutside);
    };
  }, [open]);

  const closeList = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  const pick = (point: TeachingPoint) => {
    setOpen(false);
    if (point.id === current?.id) toggleRef.current?.focus();
    else {
      setPending(point);
      setAsking(true);
    }
  };

  const settle = (confirmed: boolean) => {
    if (confirmed && pending) choose(pending);
    setAsking(false);
    toggleRef.current?.focus();
  };

  return (
    <div className="teaching-point-picker" ref={rootRef} onKeyDown={closeList}>
      <button
        ref={toggleRef}
        type="button"
        className="teaching-point-picker__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span>{t("triage.findMySchool")}</span>
        {current && <span className="teaching-point-picker__current">{pointName(current)}</span>}
      </button>
      <ul id={listId} className="teaching-point-picker__list" aria-label={t("triage.picker.listLabel")} hidden={!open}>
        {points.map((point) => {
          const distance = teachingPointDistanceKm(point, position);
          const isCurrent = point.id === current?.id;
          return (
            <li key={point.id}>
              <button
                type="button"
                className="teaching-point-picker__option"
                aria-current={isCurrent ? "true" : undefined}
                onClick={() => pick(point)}
              >
                <span className="teaching-point-picker__name">{pointName(point)}</span>
                {point.address && <span className="teaching-point-picker__address">{point.address}</span>}
                {distance !== undefined && (
                  <span className="teaching-point-picker__distance">
                    {t("triage.picker.distance", { distance: kilometres.format(distance) })}
                  </span>
                )}
                {isCurrent && <span className="teaching-point-picker__mark">{t("triage.picker.current")}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <Dialog open={asking} width={500} title={t("triage.switch.title", { name: pending?.name ?? "" })} onClose={() => settle(false)}>
        <p>{t("triage.switch.text")}</p>
        <DialogActions
          cancelLabel={t("triage.switch.cancel")}
          onCancel={() => settle(false)}
          confirmLabel={t("triage.switch.confirm")}
          onConfirm={() => settle(true)}
        />
      </Dialog>
    </div>
  );
}
