import { useTranslation } from "react-i18next";

/** A step's buttons: back to the step before (when there is one) and on (when the step leads anywhere). */
export function StepButtons({ busy, next, onBack }: { busy: boolean; next?: string; onBack?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="placement__actions">
      {onBack && (
        <button type="button" className="button button--secondary" onClick={onBack} disabled={busy}>
          {t("placement.actions.back")}
        </button>
      )}
      {next && (
        <button type="submit" className="button button--primary" disabled={busy}>
          {next}
        </button>
      )}
    </div>
  );
}
