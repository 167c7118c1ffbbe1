import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ViewProps } from "../define.js";
import { useSiteApi } from "../../api/site-api-context.js";
import type { NewsletterData } from "./schema.js";
import { NEWSLETTER_EMAIL_MAX } from "../../schemas/newsletter-rules.js";
import { NEWSLETTER_ERROR_KEYS, validateNewsletterEmail, type NewsletterEmailError } from "./validate-email.js";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "done" } | { kind: "failed"; message: string };

/** An e-mail sign-up: SPEC §5 validation, then submitEmail; success clears the field and thanks the visitor. */
export default function Newsletter({ data }: ViewProps<NewsletterData>) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const baseId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<NewsletterEmailError>();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const sending = status.kind === "sending";

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problem = validateNewsletterEmail(email);
    setError(problem);
    if (problem) {
      setStatus({ kind: "idle" });
      inputRef.current?.focus();
      return;
    }
    setStatus({ kind: "sending" });
    try {
      await api.call("submitEmail", { email: email.trim() }, call);
      setEmail("");
      setStatus({ kind: "done" });
    } catch (failure) {
      // The error catalogue comes with the API client, which made any ApiError: loaded here, it stays out of the
      // first load of every page with a newsletter (decision 0012); when it cannot load, neither could the client.
      const errors = await import("../../api/errors.js").catch(() => null);
      const message =
        errors?.isApiError(failure) && !failure.isNetworkError && failure.message
          ? failure.message
          : t("components.newsletter.submitFailed");
      setStatus({ kind: "failed", message });
    }
  };

  const inputId = `${baseId}-email`;
  const errorId = `${baseId}-error`;
  return (
    <section className="newsletter" aria-labelledby={`${baseId}-title`}>
      <h2 className="newsletter__title" id={`${baseId}-title`}>
        {data.title}
      </h2>
      {data.description && <p className="newsletter__description">{data.description}</p>}
      <form className="newsletter__form" noValidate onSubmit={onSubmit}>
        <label className="newsletter__label" htmlFor={inputId}>
          {t("components.newsletter.emailLabel")}
        </label>
        <input
          className="newsletter__input"
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={NEWSLETTER_EMAIL_MAX}
          placeholder={t("components.newsletter.placeholder")}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(undefined);
            if (status.kind !== "sending") setStatus({ kind: "idle" });
          }}
        />
        <button className="button button--primary newsletter__submit" type="submit" disabled={sending}>
          {sending ? t("components.newsletter.sending") : t("components.newsletter.submit")}
        </button>
        {error && (
          <p className="newsletter__error" id={errorId}>
            {t(NEWSLETTER_ERROR_KEYS[error])}
          </p>
        )}
      </form>
      <div className="newsletter__status" role="status">
        {status.kind === "done" && t("components.newsletter.thanks")}
      </div>
      {status.kind === "failed" && (
        <p className="newsletter__failure" role="alert">
          {status.message}
        </p>
      )}
    </section>
  );
}
