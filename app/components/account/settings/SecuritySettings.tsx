import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Student } from "../../../../schemas/api/calls/accounts.js";
import { ChangeContactForm } from "./ChangeContactForm.js";
import { shownEmail, shownPhone } from "../../../../rules/contact-masks.js";
import { AccountOwner } from "../AccountOwner.js";
import type { ContactKind } from "../../../lib/account/contact-input.js";
import { verifyingContact } from "./contact-change.js";

const KINDS: readonly ContactKind[] = ["phone", "email"];

/** /settings/security/{id}: the account's phone and e-mail, each changed with codes to the old and new contact. */
export function SecuritySettings({ student }: { student: Student }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState<ContactKind | null>(null);
  const [status, setStatus] = useState("");

  return (
    <section className="settings security" aria-labelledby="security-title">
      <h1 className="settings__title" id="security-title">
        {t("settings.security.title")}
      </h1>
      <AccountOwner student={student} />
      <p className="settings__status" role="status">
        {status}
      </p>
      {!verifyingContact(student, "phone") && <p className="security__note">{t("settings.security.noContact")}</p>}
      {KINDS.map((kind) => {
        const shown = kind === "phone" ? shownPhone(student.phone, student.countryCallingCode) : shownEmail(student.email);
        const current = verifyingContact(student, kind);
        return (
          <div className="security__item" key={kind}>
            <div className="security__summary">
              <h2 className="security__label">{t(`settings.${kind}`)}</h2>
              <p className="security__value">{shown || t("settings.notSet")}</p>
              {current && changing !== kind && (
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setStatus("");
                    setChanging(kind);
                  }}
                >
                  {t(shown ? `settings.security.change.${kind}` : `settings.security.add.${kind}`)}
                </button>
              )}
            </div>
            {current && changing === kind && (
              <ChangeContactForm
                kind={kind}
                current={current}
                onCancel={() => setChanging(null)}
                onChanged={(contact) => {
                  setChanging(null);
                  setStatus(t(`settings.security.changed.${kind}`, { contact }));
                }}
              />
            )}
          </div>
        );
      })}
    </section>
  );
}
