import { Link, useNavigate, useRevalidator } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { isApiError } from "../../../api/errors.js";
import { addressWindowEndText } from "../../../rules/commerce/address-window.js";
import type { Address } from "../../../schemas/api/calls/addresses.js";
import type { OrderDetail } from "../../../schemas/api/calls/order-detail.js";
import { defaultFirst } from "../../lib/account/address-rules.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { isSessionLost } from "../account/bind/failure-message.js";
import { AddressFormDialog } from "../account/settings/AddressFormDialog.js";
import { deliveryAddresses } from "../checkout/checkout-rules.js";
import { useShell } from "../shell/use-shell.js";
import { DeliveryAddress } from "./DeliveryAddress.js";
import { ADDRESS_REFUSAL_TEXT, addressLines, orderDetailPath, refusedForGood, updateFailureTextKey } from "./order-detail-rules.js";

interface Props {
  order: OrderDetail;
  /** The address book of the order's student. */
  addresses: Address[];
}

/**
 * /order/detail/edit-address/{id}: within 24 hours of payment and before anything ships, the parent sends the
 * goods to another of the student's delivery addresses, or to one added here to the address book. Otherwise the
 * page says why not: in transit (SPEC §8), or after 24 hours customer service changes it (§6).
 */
export function EditAddressScreen({ order, addresses }: Props) {
  const { t } = useTranslation();
  const { site, language, timezone } = useShell();
  const { addressChange, paidAt } = order;
  return (
    <section className="order-detail" aria-labelledby="edit-address-title">
      <p className="order-detail__back">
        <Link to={orderDetailPath(order.orderId)}>{t("orderDetail.backToOrder", { number: order.orderId })}</Link>
      </p>
      <h1 id="edit-address-title">{t("orderDetail.edit.heading")}</h1>
      {order.address && (
        <section className="order-detail__section" aria-labelledby="edit-address-current">
          <h2 id="edit-address-current">{t("orderDetail.edit.current")}</h2>
          <DeliveryAddress address={order.address} />
        </section>
      )}
      {addressChange.refusal ? (
        <p className="order-detail__note" role="alert">
          {t(ADDRESS_REFUSAL_TEXT[addressChange.refusal])}
        </p>
      ) : (
        <>
          {paidAt && <p className="order-detail__note">{t("orderDetail.address.changeUntil", { date: addressWindowEndText(new Date(paidAt), site, language, { timezone }) })}</p>}
          <ChooseAddress order={order} addresses={addresses} />
        </>
      )}
    </section>
  );
}

function ChooseAddress({ order, addresses }: Props) {
  const { t } = useTranslation();
  const { site } = useShell();
  const { api, call } = useSiteApi();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [chosenId, setChosenId] = useState<number>();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  // A retry of the same choice after a lost answer carries the same key, so the address changes once (decision 0016).
  const attempt = useRef<{ addressId: number; key: string } | null>(null);
  const choices = defaultFirst(deliveryAddresses(addresses));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosenId === undefined) {
      setFailure(t("orderDetail.edit.chooseOne"));
      return;
    }
    const idempotencyKey = attempt.current?.addressId === chosenId ? attempt.current.key : crypto.randomUUID();
    attempt.current = { addressId: chosenId, key: idempotencyKey };
    setBusy(true);
    setFailure(undefined);
    try {
      await api.call("updateOrderAddress", { orderId: order.orderId, addressId: chosenId }, call, { idempotencyKey });
      navigate(orderDetailPath(order.orderId));
    } catch (error) {
      if (!isApiError(error) || !error.isNetworkError) attempt.current = null;
      setBusy(false);
      if (isSessionLost(error)) useLoginDialog.getState().openLogin();
      setFailure(t(updateFailureTextKey(error)));
      // The window closed or a parcel left meanwhile: the page shows the order as it now stands.
      if (refusedForGood(error)) revalidator.revalidate();
    }
  };

  return (
    <>
      <form className="order-detail__section" noValidate aria-busy={busy || undefined} onSubmit={(event) => void submit(event)}>
        <fieldset className="order-detail__choices">
          <legend>{t("orderDetail.edit.choose")}</legend>
          {choices.length === 0 && <p>{t("orderDetail.edit.noAddresses")}</p>}
          {choices.map((address) => (
            <label key={address.id} className="order-detail__choice">
              <input type="radio" name="addressId" value={address.id} checked={address.id === chosenId} onChange={() => setChosenId(address.id)} />
              <span>{addressLines(address, site.locale).join(", ")}</span>
            </label>
          ))}
        </fieldset>
        <p>
          <button type="button" className="button" onClick={() => setAdding(true)}>
            {t("orderDetail.edit.add")}
          </button>
        </p>
        {failure && (
          <p className="order-detail__failure" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {t(busy ? "orderDetail.edit.saving" : "orderDetail.edit.save")}
        </button>
      </form>
      {/* Outside the form: the dialog holds a form of its own. */}
      {adding && (
        <AddressFormDialog
          target={{ uid: order.studentId }}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            revalidator.revalidate();
          }}
        />
      )}
    </>
  );
}
