import { useTranslation } from "react-i18next";
import { unpaidReminderLink } from "../../../lib/account/after-login.js";
import { Dialog } from "../../../../ui/Dialog.js";

interface Props {
  unpaid: number;
  inCart: number;
  onClose: () => void;
}

/** The first-login reminder of unpaid courses and courses waiting in the cart (SPEC §4 After login). */
export function UnpaidReminderDialog({ unpaid, inCart, onClose }: Props) {
  const { t } = useTranslation();
  const view = unpaidReminderLink(unpaid);
  return (
    <Dialog open title={t("login.unpaid.title")} onClose={onClose}>
      <ul className="login-unpaid__counts">
        {unpaid > 0 && <li>{t("login.unpaid.unpaid", { number: unpaid })}</li>}
        {inCart > 0 && <li>{t("login.unpaid.inCart", { number: inCart })}</li>}
      </ul>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {t("login.unpaid.later")}
        </button>
        {view && (
          <a className="button button--primary" href={view}>
            {t("login.unpaid.view")}
          </a>
        )}
      </div>
    </Dialog>
  );
}
