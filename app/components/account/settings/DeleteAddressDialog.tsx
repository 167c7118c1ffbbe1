import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Address } from "../../../../schemas/api/calls/addresses.js";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { Dialog } from "../../../../ui/Dialog.js";
import { DialogActions } from "../../../../ui/DialogActions.js";
import { dialogCallFailure } from "../bind/failure-message.js";

interface Props {
  address: Address;
  onClose(): void;
  onDeleted(): void;
}

/** Asks before an address is deleted (a confirm dialog, 500 px: SPEC §2 Dialogs). */
export function DeleteAddressDialog({ address, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const remove = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await api.call("deleteAddress", { id: address.id }, call);
      onDeleted();
    } catch (error) {
      setBusy(false);
      setFailure(dialogCallFailure(error, t("settings.failed"), onClose));
    }
  };

  return (
    <Dialog open width={500} title={t("settings.address.deleteTitle")} onClose={onClose}>
      <p>{t("settings.address.deleteText", { name: address.name, address: address.address1 })}</p>
      <DialogActions
        failure={failure}
        cancelLabel={t("settings.cancel")}
        onCancel={onClose}
        confirmLabel={t("settings.address.delete")}
        onConfirm={() => void remove()}
        confirmDisabled={busy}
      />
    </Dialog>
  );
}
