import { Form, Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { StaffMember } from "../../schemas/api/calls/admin.js";
import { sectionsFor } from "./sections.js";

/** The editors' tool around its screens: product name, the sections the staff member's role works in, who is signed in, and signing out. */
export function AdminFrame({ staff, children }: { staff: StaffMember; children: ReactNode }) {
  const { t } = useTranslation("admin");
  const path = useLocation().pathname.replace(/\/+$/, "") || "/";
  return (
    <div className="admin">
      <header className="admin-header">
        <p className="admin-header__product">{t("frame.product")}</p>
        <nav className="admin-header__sections" aria-label={t("frame.sections")}>
          <ul>
            {sectionsFor(staff.role).map((section) => (
              <li key={section.key}>
                <Link to={section.to} aria-current={section.owns(path) ? "page" : undefined}>
                  {t(`frame.${section.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="admin-header__staff">
          <span className="admin-header__name">{staff.name}</span>{" "}
          <span className="admin-header__role">{t(`roles.${staff.role}`)}</span>
        </p>
        <Form method="post" action="/admin" className="admin-header__sign-out">
          <button type="submit" className="admin-button">
            {t("frame.signOut")}
          </button>
        </Form>
      </header>
      <main className="admin-main">{children}</main>
    </div>
  );
}
