import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { useSessionExpired } from "../../lib/account/session-expired.js";
import { Dialog } from "../../../ui/Dialog.js";

/**
 * SPEC §6 session expiry prompt: 'Your login session has expired. Please login again to continue' with
 * Login Again. The cookie is already gone (the API edge cleared it); the page's data is reloaded so it
 * shows the visitor's view. Not shown over the login dialog, which a screen may have opened itself.
 */
export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const expired = useSessionExpired((state) => state.expired);
  const loginOpen = useLoginDialog((state) => state.open);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (expired) revalidate();
  }, [expired, revalidate]);

  const dismiss = () => useSessionExpired.getState().dismiss();
  return (
    <Dialog open={expired && !loginOpen} title={t("account.sessionExpired.title")} width={440} onClose={dismiss}>
      <p>{t("account.sessionExpired.message")}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          dismiss();
          useLoginDialog.getState().openLogin();
        }}
      >
        {t("account.sessionExpired.loginAgain")}
      </button>
    </Dialog>
  );
}
