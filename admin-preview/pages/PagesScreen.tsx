import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ResponseOf } from "../../schemas/api/contract.js";
import { AdminTime } from "../frame/AdminTime.js";
import { CopyPageForm } from "./CopyPageForm.js";
import { NewPageForm, type PageTemplates } from "./NewPageForm.js";
import type { AdminSite } from "../sites/SitesScreen.js";
import { StatusBadge } from "../frame/StatusBadge.js";
import { ScheduleNotes } from "../editor/ScheduleStatus.js";

export type AdminPageSummary = ResponseOf<"adminListPages">["list"][number];

interface Props {
  pages: AdminPageSummary[];
  /** What a new page can start from. */
  templates: PageTemplates;
  /** The sites a page can be copied to. */
  otherSites: AdminSite[];
  /** What is scheduled for the site's pages (and failed), shown under each page's status. */
  schedules?: ResponseOf<"adminSiteSchedules">;
}

/** A site's pages by path: their status and versions, who changed them last; a new page; copies to other sites. */
export function PagesScreen({ pages, otherSites, schedules, templates }: Props) {
  const { t } = useTranslation("admin");
  return (
    <>
      <NewPageForm templates={templates} />
      <section aria-labelledby="pages-title">
        <h2 id="pages-title">{t("pages.title")}</h2>
        {pages.length === 0 ? (
          <p>{t("pages.none")}</p>
        ) : (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("pages.path")}</th>
                <th scope="col">{t("pages.pageTitle")}</th>
                <th scope="col">{t("pages.status")}</th>
                <th scope="col">{t("pages.versions")}</th>
                <th scope="col">{t("pages.updated")}</th>
                <th scope="col">{t("pages.copy")}</th>
              </tr>
            </thead>
            <tbody>
              {pages.map((page) => (
                <tr key={page.id}>
                  <th scope="row">
                    <Link to={`/admin/pages/${page.id}`}>{page.path}</Link>
                  </th>
                  <td>{page.title}</td>
                  <td>
                    <StatusBadge page={page} />
                    {schedules && <ScheduleNotes schedules={schedules.list} pageId={page.id} clock={{ locale: page.locale, timezone: schedules.timezone }} />}
                  </td>
                  <td>
                    {page.draftVersion !== null && <span className="admin-version">{t("pages.draftVersion", { version: page.draftVersion })}</span>}{" "}
                    {page.publishedVersion !== null && (
                      <span className="admin-version">{t("pages.publishedVersion", { version: page.publishedVersion })}</span>
                    )}
                  </td>
                  <td>
                    <AdminTime value={page.updatedAt} />
                    <br />
                    <span className="admin-muted">{page.updatedBy}</span>
                  </td>
                  <td>{otherSites.length > 0 && <CopyPageForm page={page} sites={otherSites} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
