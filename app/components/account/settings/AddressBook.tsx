import { Link, useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Address } from "../../../../schemas/api/calls/addresses.js";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { useLoginDialog } from "../../../lib/account/login-dialog.js";
import { defaultFirst } from "../../../lib/account/address-rules.js";
import { failureMessage, isSessionLost } from "../bind/failure-message.js";
import { AddressFormDialog } from "./AddressFormDialog.js";
import { DeleteAddressDialog } from "./DeleteAddressDialog.js";
import { shownPhone } from "../../../../rules/contact-masks.js";

type Open = { kind: "add" } | { kind: "edit"; address: Address } | { kind: "delete"; address: Address } | null;

interface Props {
  uid: string;
  addresses: Address[];
  /** The page (a checkout) that sent the parent here, to go back to; null for none. */
  returnTo?: string | null;
}

/** /settings/myaddresses/{id}: a student's addresses, the default first; add, edit, delete, set default. */
export function AddressBook({ uid, addresses, returnTo = null }: Props) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState<Open>(null);
  const [status, setStatus] = useState("");
  const [failure, setFailure] = useState<string>();
  const [busyId, setBusyId] = useState<number>();

  /** After a change: the dialog closes, the list is loaded again and the change is announced. */
  const done = (statusKey: string) => {
    setOpen(null);
    setFailure(undefined);
    setStatus(t(statusKey));
    revalidator.revalidate();
  };

  const makeDefault = async (address: Address) => {
    setBusyId(address.id);
    setFailure(undefined);
    setStatus("");
    try {
      await api.call("setDefaultAddress", { id: address.id }, call);
      done("settings.address.defaultChanged");
    } catch (error) {
      if (isSessionLost(error)) useLoginDialog.getState().openLogin();
      setFailure(failureMessage(error, t("settings.failed")));
    } finally {
      setBusyId(undefined);
    }
  };

  return (
    <section className="settings address-book" aria-labelledby="address-book-title">
      <div className="address-book__header">
        <h1 className="settings__title" id="address-book-title">
          {t("settings.address.title")}
        </h1>
        <button type="button" className="button button--primary" onClick={() => setOpen({ kind: "add" })}>
          {t("settings.address.add")}
        </button>
      </div>
      {returnTo && (
        <p className="address-book__back">
          <Link to={returnTo}>{t("settings.address.backToCheckout")}</Link>
        </p>
      )}
      <p className="settings__status" role="status">
        {status}
      </p>
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
      {addresses.length === 0 ? (
        <p className="address-book__empty">{t("settings.address.empty")}</p>
      ) : (
        <ul className="address-book__list">
          {defaultFirst(addresses).map((address) => (
            <li key={address.id} className={`address-card${address.isDefault ? " address-card--default" : ""}`}>
              <p className="address-card__name">
                {address.name}
                {address.isDefault && <span className="address-card__badge">{t("settings.address.default")}</span>}
                <span className="address-card__use">{t(`settings.address.uses.${address.use}`)}</span>
              </p>
              <p className="address-card__phone">{shownPhone(address.phone, address.countryCallingCode)}</p>
              <p className="address-card__lines">
                {[address.address1, address.address2, address.suburb, address.city, address.state, address.postcode, address.country]
                  .filter(Boolean)
                  .join(", ")}
              </p>
              <div className="address-card__actions">
                <button
                  type="button"
                  className="button"
                  aria-label={t("settings.address.editOf", { name: address.name, address: address.address1 })}
                  onClick={() => setOpen({ kind: "edit", address })}
                >
                  {t("settings.address.edit")}
                </button>
                <button
                  type="button"
                  className="button"
                  aria-label={t("settings.address.deleteOf", { name: address.name, address: address.address1 })}
                  onClick={() => setOpen({ kind: "delete", address })}
                >
                  {t("settings.address.delete")}
                </button>
                {!address.isDefault && (
                  <button
                    type="button"
                    className="button"
                    aria-label={t("settings.address.makeDefaultOf", { name: address.name, address: address.address1 })}
                    disabled={busyId !== undefined}
                    onClick={() => void makeDefault(address)}
                  >
                    {t("settings.address.makeDefault")}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {(open?.kind === "add" || open?.kind === "edit") && (
        <AddressFormDialog
          target={open.kind === "edit" ? { address: open.address } : { uid }}
          onClose={() => setOpen(null)}
          onSaved={() => done("settings.address.saved")}
        />
      )}
      {open?.kind === "delete" && (
        <DeleteAddressDialog address={open.address} onClose={() => setOpen(null)} onDeleted={() => done("settings.address.deleted")} />
      )}
    </section>
  );
}
