import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { Dialog } from "../../../ui/Dialog.js";
import { DialogActions } from "../../../ui/DialogActions.js";
import { dialogCallFailure } from "../account/bind/failure-message.js";
import { cartChanged } from "./cart-badge.js";
import { useCartDialog } from "./use-cart-dialog.js";

/**
 * /shopping-cart/ConfirmDelDialog?ids=1,2: asks before removing the named lines from the cart; removing them
 * updates the header's badge and the cart, then goes back to it. Ids no longer in the cart are left out.
 */
export function ConfirmDeleteDialog({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const { studentId, cart, reload, close } = useCartDialog();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const lines = cart.list.filter((line) => ids.includes(line.id));

  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await api.call("cancelCart", { studentId, cartIds: lines.map((line) => line.id) }, call);
      cartChanged();
      await reload();
      close();
    } catch (error) {
      setFailure(dialogCallFailure(error, t("cart.delete.failed"), close) ?? null);
      setBusy(false);
    }
  };

  return (
    <Dialog open title={t("cart.delete.title")} width={500} onClose={close}>
      {lines.length === 0 ? (
        <>
          <p>{t("cart.delete.gone")}</p>
          <div className="dialog__actions">
            <button type="button" className="button button--primary" onClick={close}>
              {t("cart.delete.back")}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{t("cart.delete.body", { count: lines.length })}</p>
          <ul className="cart-delete__lines">
            {lines.map((line) => (
              <li key={line.id}>{line.card.title}</li>
            ))}
          </ul>
          <DialogActions
            cancelLabel={t("cart.delete.cancel")}
            onCancel={close}
            confirmLabel={t("cart.delete.confirm")}
            onConfirm={() => void remove()}
            confirmDisabled={busy}
            failure={failure}
          />
        </>
      )}
    </Dialog>
  );
}
