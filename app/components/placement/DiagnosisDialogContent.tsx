import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { Dialog } from "../../../ui/Dialog.js";
import { dialogCallFailure } from "../account/bind/failure-message.js";
import { bookingData } from "./booking-data.js";
import { FreeAssessment, type FreeAssessmentProps } from "./FreeAssessment.js";
import { loadPlacementTexts } from "./placement-texts.js";
import "./placement.css";

type Loaded = Pick<FreeAssessmentProps, "options" | "students" | "bookings">;
type State = { kind: "loading" } | { kind: "ready"; loaded: Loaded } | { kind: "failed"; message: string };

/**
 * The dialog's body, in its own chunk: its texts and the family's data are fetched as it opens; until both are there
 * nothing shows. Without its texts it cannot speak, so it closes; a session gone brings up the login instead.
 */
export function DiagnosisDialogContent({ onClose }: { onClose(): void }) {
  const { t, i18n } = useTranslation();
  const { api, call } = useSiteApi();
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    let live = true;
    const open = async () => {
      const data = bookingData(api, call);
      // Awaited below, once the texts are there to word a failure.
      data.catch(() => undefined);
      try {
        await loadPlacementTexts(i18n);
      } catch {
        if (live) onClose();
        return;
      }
      try {
        const loaded = await data;
        if (live) setState({ kind: "ready", loaded });
      } catch (error) {
        const message = dialogCallFailure(error, t("placement.loadFailed"), onClose);
        if (live && message) setState({ kind: "failed", message });
      }
    };
    void open();
    return () => {
      live = false;
    };
    // Loaded once per opening: the content is mounted anew each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state.kind === "loading") return null;
  return (
    <Dialog open width={512} title={t("placement.title")} closeOnBackdrop={false} onClose={onClose}>
      {state.kind === "failed" ? (
        <p className="account-form__failure" role="alert">
          {state.message}
        </p>
      ) : (
        <FreeAssessment {...state.loaded} cancel={{ onClick: onClose }} headingLevel={3} />
      )}
    </Dialog>
  );
}
