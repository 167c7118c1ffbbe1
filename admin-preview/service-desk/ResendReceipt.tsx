import { useTranslation } from "react-i18next";
import { FailureAlert } from "../frame/FailureAlert.js";
import { useFormFetcher } from "../frame/use-form-fetcher.js";
import { RESEND_RECEIPT } from "./intents.js";

/** Sends the parent the receipt of a paid order again; the mail shows on the timeline once it has gone. */
export function ResendReceipt({ paid }: { paid: boolean }) {
  const { t } = useTranslation("admin");
  const { fetcher, outcome, busy, failure } = useFormFetcher<typeof RESEND_RECEIPT, null>();
  if (!paid) return null;
  return (
    <fetcher.Form method="post" className="admin-form">
      <input type="hidden" name="intent" value={RESEND_RECEIPT} />
      <FailureAlert failure={failure} />
      <p className="admin-notice" role="status">
        {outcome?.ok ? t("serviceDesk.receipt.owed") : null}
      </p>
      <button type="submit" className="admin-button" disabled={busy}>
        {t("serviceDesk.receipt.resend")}
      </button>
    </fetcher.Form>
  );
}
