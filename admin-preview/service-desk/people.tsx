import { useTranslation } from "react-i18next";
import type { FoundOrder } from "../../schemas/api/calls/service-desk.js";

/** A student as the desk names them: first and last name, the nickname when it differs, and the student number. */
export function studentName({ firstName, lastName, nickName, cardNo }: FoundOrder["student"]): string {
  const name = [firstName, lastName].filter(Boolean).join(" ");
  const shown = nickName && nickName !== firstName ? `${name} (${nickName})` : name;
  return `${shown || nickName} · ${cardNo}`;
}

/** The parent's e-mail and phone, each on its line; a family without a sign-up account says so. */
export function ParentContact({ parent }: { parent: FoundOrder["parent"] }) {
  const { t } = useTranslation("admin");
  const contacts = [parent?.email, parent?.phone].filter((contact): contact is string => Boolean(contact));
  if (contacts.length === 0) return <span className="admin-muted">{t("serviceDesk.noContact")}</span>;
  return (
    <>
      {contacts.map((contact, index) => (
        <span key={contact}>
          {index > 0 && <br />}
          {contact}
        </span>
      ))}
    </>
  );
}
