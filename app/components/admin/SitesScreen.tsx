import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ResponseOf } from "../../../schemas/api/contract.js";

export type AdminSite = ResponseOf<"adminListSites">["list"][number];

/** Every regional site: its hosts and how many pages it has; each opens the site's pages. */
export function SitesScreen({ sites }: { sites: AdminSite[] }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <h1>{t("sites.title")}</h1>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t("sites.site")}</th>
            <th scope="col">{t("sites.hosts")}</th>
            <th scope="col">{t("sites.pageCount")}</th>
          </tr>
        </thead>
        <tbody>
          {sites.map((site) => (
            <tr key={site.locale}>
              <th scope="row">
                <Link to={`/admin/sites/${site.locale}`}>{t("sites.siteName", { name: site.name, locale: site.locale })}</Link>
              </th>
              <td>{site.hosts.join(", ")}</td>
              <td>{site.pageCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
