import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Field } from "../../ui/Field.js";
import { FailureAlert } from "../frame/FailureAlert.js";
import { failureOf, invalidFieldsOf, type FormOutcome } from "../frame/form-outcome.js";

interface Props {
  /** Where to go once signed in (checked again by the action). */
  next: string;
  outcome?: FormOutcome<"signIn", unknown>;
}

/** The staff sign-in, apart from the parents' login: e-mail and password. */
export function SignInScreen({ next, outcome }: Props) {
  const { t } = useTranslation("admin");
  const submitting = useNavigation().state === "submitting";
  const invalid = invalidFieldsOf(outcome);
  return (
    <main className="admin-sign-in">
      <h1>{t("signIn.title")}</h1>
      <Form method="post" className="admin-form" noValidate>
        <input type="hidden" name="next" value={next} />
        <Field look="tool" label={t("signIn.email")} error={invalid.includes("email") ? t("signIn.emailInvalid") : null}>
          {(control) => <input {...control} name="email" type="email" autoComplete="username" required />}
        </Field>
        <Field look="tool" label={t("signIn.password")} error={invalid.includes("password") ? t("signIn.passwordMissing") : null}>
          {(control) => <input {...control} name="password" type="password" autoComplete="current-password" required />}
        </Field>
        <FailureAlert failure={failureOf(outcome)} />
        <button type="submit" className="admin-button admin-button--primary" disabled={submitting}>
          {t("signIn.submit")}
        </button>
      </Form>
    </main>
  );
}
