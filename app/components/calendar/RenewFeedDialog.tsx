import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import type { CalendarFeedAddress } from "../../../schemas/api/calls/calendar.js";
import { Dialog } from "../../../ui/Dialog.js";
import { DialogActions } from "../../../ui/DialogActions.js";
import { dialogCallFailure } from "../account/bind/failure-message.js";

interface Props {
  onClose(): void;
  onRenewed(feed: CalendarFeedAddress): void;
}

/** Asks before the feed's address is renewed, as the old one stops working at once (a confirm dialog, 500 px: SPEC §2 Dialogs). */
export function RenewFeedDialog({ onClose, onRenewed }: Props) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const renew = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      onRenewed(await api.call("renewCalendarFeed", {}, call));
    } catch (error) {
      setBusy(false);
      setFailure(dialogCallFailure(error, t("calendar.renewFailed"), onClose));
    }
  };

  return (
    <Dialog open width={500} title={t("calendar.renewTitle")} onClose={onClose}>
      <p>{t("calendar.renewText")}</p>
      <DialogActions failure={failure} cancelLabel={t("calendar.cancel")} onCancel={onClose} confirmLabel={t("calendar.renewConfirm")} onConfirm={() => void renew()} confirmDisabled={busy} />
    </Dialog>
  );
}
