import { Link, useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ResponseOf } from "../../schemas/api/contract.js";
import { FailureAlert } from "../frame/FailureAlert.js";
import { failureOf, invalidFieldsOf, type FormOutcome } from "../frame/form-outcome.js";
import type { AdminSite } from "../sites/SitesScreen.js";

export const COPY_PAGE = "copyPage";

interface Props {
  page: { id: number; path: string };
  /** The sites it can be copied to (every site but its own). */
  sites: AdminSite[];
}

/** Copies a page's latest version to other sites at the same path, as drafts, and links to each copy. */
export function CopyPageForm({ page, sites }: Props) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FormOutcome<typeof COPY_PAGE, ResponseOf<"adminCopyPage">>>();
  const outcome = fetcher.state === "idle" ? fetcher.data : undefined;
  const noneChosen = invalidFieldsOf(outcome).includes("locales");
  const siteNamed = (locale: string) => sites.find((site) => site.locale === locale)?.name ?? locale;
  return (
    <details className="admin-copy">
      <summary>{t("copy.open")}</summary>
      <fetcher.Form method="post" className="admin-form">
        <input type="hidden" name="intent" value={COPY_PAGE} />
        <input type="hidden" name="pageId" value={page.id} />
        <fieldset aria-invalid={noneChosen || undefined}>
          <legend>{t("copy.legend", { path: page.path })}</legend>
          <ul className="admin-checks">
            {sites.map((site) => (
              <li key={site.locale}>
                <label>
                  <input type="checkbox" name="locales" value={site.locale} /> {t("sites.siteName", { name: site.name, locale: site.locale })}
                </label>
              </li>
            ))}
          </ul>
          {noneChosen && <p className="admin-field__error">{t("copy.noneChosen")}</p>}
        </fieldset>
        <button type="submit" className="admin-button" disabled={fetcher.state !== "idle"}>
          {t("copy.submit")}
        </button>
      </fetcher.Form>
      <FailureAlert failure={failureOf(outcome)} />
      {outcome?.ok && (
        <div role="status">
          <p>{t("copy.done", { count: outcome.result.list.length })}</p>
          <ul>
            {outcome.result.list.map((copy) => (
              <li key={copy.locale}>
                <Link to={`/admin/pages/${copy.pageId}`}>
                  {t("copy.created", { name: siteNamed(copy.locale), locale: copy.locale, path: page.path })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </details>
  );
}
