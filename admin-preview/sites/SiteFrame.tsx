import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AdminSite } from "./SitesScreen.js";

const TABS = [
  { key: "pages", path: "" },
  { key: "navigation", path: "/navigation" },
  { key: "ads", path: "/ads" },
] as const;

/** One site's part of the tool: its name and hosts, and its pages, navigation and ads as tabs. */
export function SiteFrame({ site, children }: { site: AdminSite; children: ReactNode }) {
  const { t } = useTranslation("admin");
  const base = `/admin/sites/${site.locale}`;
  const path = useLocation().pathname.replace(/\/+$/, "");
  return (
    <>
      <p className="admin-breadcrumb">
        <Link to="/admin">{t("frame.sites")}</Link>
      </p>
      <h1>{t("sites.siteName", { name: site.name, locale: site.locale })}</h1>
      <p className="admin-muted">{site.hosts.join(", ")}</p>
      <nav className="admin-tabs" aria-label={t("site.sections")}>
        <ul>
          {TABS.map((tab) => (
            <li key={tab.key}>
              <Link to={base + tab.path} aria-current={path === base + tab.path ? "page" : undefined}>
                {t(`site.${tab.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </>
  );
}
