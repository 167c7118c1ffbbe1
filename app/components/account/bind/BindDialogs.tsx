import { useBindDialog } from "./bind-dialog-store.js";
import { BindContactDialog } from "./BindContactDialog.js";
import { BindEmailDialog } from "./BindEmailDialog.js";

/** The bind dialog the store asks for; the site shell mounts this once (SPEC §2 default layout dialogs). */
export function BindDialogs() {
  const { open, request, close } = useBindDialog();
  if (open === "email") return <BindEmailDialog onClose={close} onBound={request.onBound} />;
  if (open === "contact") return <BindContactDialog onClose={close} onBound={request.onBound} />;
  return null;
}
