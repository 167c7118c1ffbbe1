import { useTranslation } from "react-i18next";
import type { ResponseOf } from "../../schemas/api/contract.js";
import { AdminTime } from "../frame/AdminTime.js";
import { ConfirmButton } from "../frame/ConfirmButton.js";
import { FailureAlert } from "../frame/FailureAlert.js";
import { PublisherOnlyNote } from "../frame/PublisherOnlyNote.js";
import { ShortLinkForm } from "./ShortLinkForm.js";
import { useFormFetcher } from "../frame/use-form-fetcher.js";
import { useMayCall } from "../frame/use-staff.js";

export type AdminShortLink = ResponseOf<"adminListShortLinks">["list"][number];

export const DELETE_SHORT_LINK = "deleteShortLink";

/** Where a short link is published (app/routes/link.l.$code.tsx), on whichever site host it is opened. */
export const shortLinkPath = (code: string) => `/link/l/${encodeURIComponent(code)}`;

/** Every short link, newest first; publishers add, change and delete them (live at once). */
export function ShortLinksScreen({ links }: { links: AdminShortLink[] }) {
  const { t } = useTranslation("admin");
  const mayChange = useMayCall("adminSaveShortLink");
  return (
    <>
      <h1>{t("shortLinks.title")}</h1>
      {mayChange ? (
        <section className="admin-panel" aria-labelledby="new-short-link">
          <h2 id="new-short-link">{t("shortLinks.new")}</h2>
          <ShortLinkForm />
        </section>
      ) : (
        <PublisherOnlyNote what="shortLinks" />
      )}
      {links.length === 0 ? (
        <p>{t("shortLinks.none")}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("shortLinks.code")}</th>
              <th scope="col">{t("shortLinks.publicAddress")}</th>
              <th scope="col">{t("shortLinks.url")}</th>
              <th scope="col">{t("shortLinks.created")}</th>
              {mayChange && <th scope="col">{t("shortLinks.actions")}</th>}
            </tr>
          </thead>
          <tbody>
            {links.map((link) => (
              <tr key={link.code}>
                <th scope="row">
                  <code>{link.code}</code>
                </th>
                <td>
                  <a href={shortLinkPath(link.code)} target="_blank" rel="noreferrer">
                    {shortLinkPath(link.code)}
                  </a>
                </td>
                <td>
                  <code>{link.url}</code>
                </td>
                <td>
                  <AdminTime value={link.createdAt} />
                </td>
                {mayChange && (
                  <td>
                    <details className="admin-edit">
                      <summary>{t("shortLinks.changeOpen")}</summary>
                      <ShortLinkForm link={link} />
                    </details>
                    <DeleteShortLink code={link.code} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function DeleteShortLink({ code }: { code: string }) {
  const { t } = useTranslation("admin");
  const { fetcher, busy, failure } = useFormFetcher<typeof DELETE_SHORT_LINK, null>();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={DELETE_SHORT_LINK} />
      <ConfirmButton
        label={t("shortLinks.delete")}
        question={t("shortLinks.deleteQuestion", { code })}
        confirmLabel={t("shortLinks.deleteConfirm")}
        name="code"
        value={code}
        disabled={busy}
      />
      <FailureAlert failure={failure} />
    </fetcher.Form>
  );
}
