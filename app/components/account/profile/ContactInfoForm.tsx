import { useRevalidator } from "@remix-run/react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../../api/site-api-context.js";
import type { User } from "../../../../schemas/api/calls/accounts.js";
import { hasContactInfo } from "../../../lib/account/student-rules.js";
import { Field } from "../../../../ui/Field.js";
import { failureMessage } from "../bind/failure-message.js";

type Contacts = Pick<User, "wechat" | "whatsapp" | "line">;
const FIELDS = ["wechat", "whatsapp", "line"] as const;
/** The contract's length limit of each messaging contact. */
const CONTACT_MAX_LENGTH = 64;

type Status = { kind: "idle" | "saving" | "saved" } | { kind: "failed"; message: string };

/** WeChat, WhatsApp and Line of the signed-in student; at least one before saving (SPEC §5). */
export function ContactInfoForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const revalidator = useRevalidator();
  const baseId = useId();
  const [values, setValues] = useState<Contacts>({ wechat: user.wechat, whatsapp: user.whatsapp, line: user.line });
  const [missing, setMissing] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const errorId = `${baseId}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === "saving") return;
    if (!hasContactInfo(values)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setStatus({ kind: "saving" });
    try {
      await api.call(
        "saveContactInfo",
        { uid: user.uid, wechat: values.wechat.trim(), whatsapp: values.whatsapp.trim(), line: values.line.trim() },
        call,
      );
      setStatus({ kind: "saved" });
      revalidator.revalidate();
    } catch (failure) {
      setStatus({ kind: "failed", message: failureMessage(failure, t("account.student.saveFailed")) });
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-describedby={missing ? errorId : undefined}>
      {FIELDS.map((field) => (
        <Field key={field} label={t(`account.personalInfo.${field}`)}>
          {(control) => (
          <input
            {...control}
            name={field}
            className="form__input"
            maxLength={CONTACT_MAX_LENGTH}
            value={values[field]}
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? errorId : undefined}
            onChange={(event) => {
              const next = { ...values, [field]: event.target.value };
              setValues(next);
              if (missing && hasContactInfo(next)) setMissing(false);
            }}
          />
          )}
        </Field>
      ))}
      {missing && (
        <p className="account-form__failure" id={errorId} role="alert">
          {t("account.personalInfo.contactRequired")}
        </p>
      )}
      {status.kind === "failed" && (
        <p className="account-form__failure" role="alert">
          {status.message}
        </p>
      )}
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={status.kind === "saving"}>
          {status.kind === "saving" ? t("account.student.saving") : t("account.personalInfo.saveContacts")}
        </button>
      </div>
      <p className="account-form__status" role="status">
        {status.kind === "saved" ? t("account.personalInfo.contactsSaved") : null}
      </p>
    </form>
  );
}
