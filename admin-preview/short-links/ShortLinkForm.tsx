import { useTranslation } from "react-i18next";
import { Field } from "../../ui/Field.js";
import { FailureAlert } from "../frame/FailureAlert.js";
import { useFormFetcher } from "../frame/use-form-fetcher.js";

export const SAVE_SHORT_LINK = "saveShortLink";

/** Creates a short link, or (given one) points its code elsewhere. */
export function ShortLinkForm({ link }: { link?: { code: string; url: string } }) {
  const { t } = useTranslation("admin");
  const { fetcher, formRef, outcome, busy, invalidFields, failure } = useFormFetcher<typeof SAVE_SHORT_LINK, null>({ resetOnSuccess: !link });
  return (
    <fetcher.Form method="post" className="admin-form" ref={formRef} noValidate>
      <input type="hidden" name="intent" value={SAVE_SHORT_LINK} />
      {link ? (
        <input type="hidden" name="code" value={link.code} />
      ) : (
        <Field look="tool" label={t("shortLinks.code")} hint={t("shortLinks.codeHint")} error={invalidFields.includes("code") ? t("shortLinks.codeInvalid") : null}>
          {(control) => <input {...control} name="code" required maxLength={64} />}
        </Field>
      )}
      <Field look="tool" label={t("shortLinks.url")} hint={t("shortLinks.urlHint")} error={invalidFields.includes("url") ? t("shortLinks.urlInvalid") : null}>
        {(control) => <input {...control} name="url" defaultValue={link?.url} required />}
      </Field>
      <FailureAlert failure={failure} />
      <p className="admin-notice" role="status">
        {outcome?.ok ? t("shortLinks.saved") : null}
      </p>
      <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
        {t(link ? "shortLinks.change" : "shortLinks.add")}
      </button>
    </fetcher.Form>
  );
}
