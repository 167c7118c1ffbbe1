import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { shownPhone } from "../../../rules/contact-masks.js";
import { formatPrice } from "../../../rules/regional/prices.js";
import type { Address } from "../../../schemas/api/calls/addresses.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import type { DeliveryOption } from "../../../schemas/commerce.js";
import { useShell } from "../shell/use-shell.js";
import { CheckoutSection } from "./CheckoutSection.js";

interface Props {
  /** The site's ways of sending goods (SPEC §9: sg standard 3-5 working days, express 1-2 for 10 more). */
  deliveryOptions: ResponseOf<"queryCheckout">["deliveryOptions"];
  /** The way chosen; the site's first until the parent chooses. */
  delivery: DeliveryOption | undefined;
  onDelivery(option: DeliveryOption): void;
  /** The student's delivery addresses; null while they load. */
  addresses: readonly Address[] | null;
  addressesFailed: boolean;
  addressId: number | undefined;
  onAddress(id: number): void;
  onAddAddress(): void;
  /** The address book, for more than adding one. */
  addressBookHref: string;
}

/** SPEC §5: something ships, so an address is needed; the delivery option where the site offers them. */
export function ShippingSection({ deliveryOptions, delivery, onDelivery, addresses, addressesFailed, addressId, onAddress, onAddAddress, addressBookHref }: Props) {
  const { t } = useTranslation();
  const { site } = useShell();
  const shownDelivery = delivery ?? deliveryOptions[0]?.option;
  return (
    <CheckoutSection name="shipping">
      <fieldset className="checkout-choices">
        <legend className="checkout-choices__legend">{t("checkout.shipping.delivery")}</legend>
        {deliveryOptions.map((option) => (
          <label key={option.option} className="checkout-choice">
            <input type="radio" name="checkout-delivery" checked={option.option === shownDelivery} onChange={() => onDelivery(option.option)} />
            <span className="checkout-choice__label">{t(`checkout.shipping.option.${option.option}`)}</span>
            <span className="checkout-choice__note">
              {t("checkout.shipping.days", { min: option.minWorkingDays, max: option.maxWorkingDays })} ·{" "}
              {option.fee > 0 ? t("checkout.shipping.fee", { price: formatPrice(option.fee, site.currency) }) : t("checkout.shipping.free")}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="checkout-choices">
        <legend className="checkout-choices__legend">{t("checkout.shipping.address")}</legend>
        {addressesFailed ? (
          <p role="alert" className="checkout-failure">
            {t("checkout.shipping.addressesFailed")}
          </p>
        ) : addresses === null ? (
          <p className="checkout-hint">{t("checkout.loading")}</p>
        ) : addresses.length === 0 ? (
          <p role="alert" className="checkout-failure">
            {t("checkout.shipping.pleaseAdd")}
          </p>
        ) : (
          addresses.map((address) => (
            <label key={address.id} className="checkout-choice">
              <input type="radio" name="checkout-address" checked={address.id === addressId} onChange={() => onAddress(address.id)} />
              <span className="checkout-choice__label">
                {address.name} · {shownPhone(address.phone, address.countryCallingCode)}
              </span>
              <span className="checkout-choice__note">
                {[address.address1, address.address2, address.suburb, address.city, address.state, address.postcode, address.country].filter(Boolean).join(", ")}
              </span>
            </label>
          ))
        )}
        <p className="checkout-actions">
          <button type="button" className="button" onClick={onAddAddress}>
            {t("checkout.shipping.add")}
          </button>
          <Link to={addressBookHref}>{t("checkout.shipping.manage")}</Link>
        </p>
      </fieldset>
    </CheckoutSection>
  );
}
