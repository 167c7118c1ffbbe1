import { Link, useRevalidator } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { User } from "../../../../schemas/api/calls/accounts.js";
import { shownEmail, shownPhone } from "../../../../rules/contact-masks.js";
import { AccountOwner } from "../AccountOwner.js";
import { useBindDialog } from "../bind/bind-dialog-store.js";
import { ContactInfoForm } from "./ContactInfoForm.js";

/**
 * /personal-information: whose details these are (the student account signed in), its contacts (masked),
 * names and grade and messaging contacts, and apart from them the parent's name.
 */
export function PersonalInformation({ user }: { user: User }) {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  const notSet = t("account.personalInfo.notSet");
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const rows: [string, string][] = [
    ["account.personalInfo.name", name || notSet],
    ["account.personalInfo.nickName", user.nickName || notSet],
    ["account.personalInfo.grade", user.gradeName || notSet],
    ["account.personalInfo.card", user.card],
    ["account.personalInfo.phone", shownPhone(user.phone, user.countryCallingCode) ?? notSet],
    ["account.personalInfo.email", shownEmail(user.email) ?? notSet],
  ];
  return (
    <section aria-labelledby="personal-information-title">
      <h1 id="personal-information-title">{t("account.personalInfo.title")}</h1>
      <AccountOwner student={user} />
      <h2>{t("account.personalInfo.accountTitle")}</h2>
      <dl className="account-details">
        {rows.map(([label, value]) => (
          <div key={label} className="account-details__row">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {/* An account without a phone or an e-mail binds one here (SPEC §4 bind dialogs). */}
      {(!user.email || !user.phone) && (
        <p className="account-details__bind">
          {!user.email && (
            <button
              type="button"
              className="button"
              onClick={() => useBindDialog.getState().openBindEmail({ onBound: revalidate })}
            >
              {t("account.personalInfo.bindEmail")}
            </button>
          )}
          {!user.phone && (
            <button
              type="button"
              className="button"
              onClick={() => useBindDialog.getState().openBindContact({ onBound: revalidate })}
            >
              {t("account.personalInfo.bindPhone")}
            </button>
          )}
        </p>
      )}
      <p>
        <Link to={`/settings/security/${encodeURIComponent(user.uid)}`}>{t("account.personalInfo.changeContacts")}</Link>
      </p>
      <p>
        <Link to="/personal-information/external-bind">{t("account.personalInfo.linkedAccounts")}</Link>
      </p>
      <section className="account-section" aria-labelledby="contact-info-title">
        <h2 id="contact-info-title">{t("account.personalInfo.contactTitle")}</h2>
        <p>{t("account.personalInfo.contactIntro")}</p>
        <ContactInfoForm key={user.uid} user={user} />
      </section>
      <section className="account-section" aria-labelledby="parent-title">
        <h2 id="parent-title">{t("account.personalInfo.parentTitle")}</h2>
        <dl className="account-details">
          <div className="account-details__row">
            <dt>{t("account.personalInfo.parentName")}</dt>
            <dd>{user.parentNickname || t("shell.account.parent")}</dd>
          </div>
        </dl>
        <p>{t("account.personalInfo.parentHint")}</p>
      </section>
    </section>
  );
}
