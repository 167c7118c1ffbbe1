import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Student } from "../../../../schemas/api/calls/accounts.js";
import { shownEmail, shownPhone } from "../../../../rules/contact-masks.js";
import { AccountOwner } from "../AccountOwner.js";

/** /settings/{id}: whose settings, the account's contacts (masked) and the ways to its address book and security. */
export function SettingsHub({ student }: { student: Student }) {
  const { t } = useTranslation();
  const id = encodeURIComponent(student.uid);
  const notSet = t("settings.notSet");
  return (
    <section className="settings" aria-labelledby="settings-title">
      <h1 className="settings__title" id="settings-title">
        {t("settings.hub.title")}
      </h1>
      <AccountOwner student={student} />
      <dl className="settings__facts">
        <div className="settings__fact">
          <dt>{t("settings.phone")}</dt>
          <dd>{shownPhone(student.phone, student.countryCallingCode) ?? notSet}</dd>
        </div>
        <div className="settings__fact">
          <dt>{t("settings.email")}</dt>
          <dd>{shownEmail(student.email) ?? notSet}</dd>
        </div>
      </dl>
      <ul className="settings__links">
        <li>
          <Link className="settings__link" to={`/settings/myaddresses/${id}`}>
            <span className="settings__link-title">{t("settings.hub.addresses")}</span>
            <span className="settings__link-text">{t("settings.hub.addressesText")}</span>
          </Link>
        </li>
        <li>
          <Link className="settings__link" to={`/settings/security/${id}`}>
            <span className="settings__link-title">{t("settings.hub.security")}</span>
            <span className="settings__link-text">{t("settings.hub.securityText")}</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
