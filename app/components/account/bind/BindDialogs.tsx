import { lazy, Suspense } from "react";
import { useBindDialog } from "./bind-dialog-store.js";

// Their code loads when one first opens, not with every page.
const BindContactDialog = lazy(() => import("./BindContactDialog.js").then((loaded) => ({ default: loaded.BindContactDialog })));
const BindEmailDialog = lazy(() => import("./BindEmailDialog.js").then((loaded) => ({ default: loaded.BindEmailDialog })));

/** The bind dialog the store asks for; the site shell mounts this once (SPEC §2 default layout dialogs). */
export function BindDialogs() {
  const { open, request, close } = useBindDialog();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {open === "email" ? (
        <BindEmailDialog onClose={close} onBound={request.onBound} />
      ) : (
        <BindContactDialog onClose={close} onBound={request.onBound} />
      )}
    </Suspense>
  );
}
