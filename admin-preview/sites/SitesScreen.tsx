import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ResponseOf } from "../../schemas/api/contract.js";
import { Field } from "../../ui/Field.js";
import type { AddressProblem } from "../pages/page-address.js";

export type AdminSite = ResponseOf<"adminListSites">["list"][number];

interface Props {
  sites: AdminSite[];
  /** The address last asked for, and why it led nowhere. */
  address?: string | null;
  addressProblem?: AddressProblem | null;
}

/**
 * Every regional site: its hosts and how many pages it has; each opens the site's pages. A page can also
 * be opened by its address, as editors find it on the site.
 */
export function SitesScreen({ sites, address = null, addressProblem = null }: Props) {
  const { t } = useTranslation("admin");
  const addressError =
    addressProblem?.problem === "unknownHost" ? t("sites.find.unknownHost", { host: addressProblem.host }) : addressProblem ? t("sites.find.invalid") : null;
  return (
    <>
      <h1>{t("sites.title")}</h1>
      <section className="admin-panel" aria-labelledby="find-page-title">
        <h2 id="find-page-title">{t("sites.find.title")}</h2>
        <Form method="get" className="admin-form admin-form--inline">
          <Field look="tool" label={t("sites.find.label")} hint={t("sites.find.hint")} error={addressError}>
            {(control) => <input {...control} name="address" defaultValue={address ?? ""} required />}
          </Field>
          <button type="submit" className="admin-button">
            {t("sites.find.submit")}
          </button>
        </Form>
      </section>
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
