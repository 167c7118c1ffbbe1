import { lazy, Suspense, useEffect, useState } from "react";
import { OPEN_DIAGNOSIS_EVENT } from "../../lib/account/diagnosis-event.js";

// The booking's code, styles and texts load when the dialog first opens, not with every page.
const DiagnosisDialogContent = lazy(() => import("./DiagnosisDialogContent.js").then((loaded) => ({ default: loaded.DiagnosisDialogContent })));

/**
 * The diagnosis appointment dialog (SPEC §2 default layout dialogs; §4 After login): opens on the window event a login
 * made for an appointment sends, with the free assessment's booking in it.
 */
export function DiagnosisDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(OPEN_DIAGNOSIS_EVENT, show);
    return () => window.removeEventListener(OPEN_DIAGNOSIS_EVENT, show);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DiagnosisDialogContent onClose={() => setOpen(false)} />
    </Suspense>
  );
}
