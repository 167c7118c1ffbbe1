import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SCREENS } from "../../../rules/screens.js";
import type { CheckoutFailure, PlaceOrderBlocker } from "./checkout-rules.js";
import type { PlaceOrderState } from "./use-place-order.js";

interface FailureNoticeProps {
  failure: CheckoutFailure;
  onAddAddress(): void;
  onCompleteRegistration(): void;
  /** A group buy's page, to go back to when the group refuses the order; none for other checkouts. */
  groupPage?: string | null;
}

/** A failure of the checkout in words, with the button or link that fixes it. */
export function FailureNotice({ failure, onAddAddress, onCompleteRegistration, groupPage = null }: FailureNoticeProps) {
  const { t } = useTranslation();
  return (
    <div className="checkout-failure" role="alert">
      <p>{failure.text ?? t(failure.key)}</p>
      {failure.fix === "address" && (
        <button type="button" className="button" onClick={onAddAddress}>
          {t("checkout.shipping.add")}
        </button>
      )}
      {failure.fix === "registration" && (
        <button type="button" className="button" onClick={onCompleteRegistration}>
          {t("checkout.registration.action")}
        </button>
      )}
      {failure.fix === "orders" && <Link to={SCREENS.orders}>{t("checkout.errors.seeOrders")}</Link>}
      {failure.fix === "coupons" && <p>{t("checkout.errors.couponsChosenAgain")}</p>}
      {failure.fix === "group" && groupPage && <Link to={groupPage}>{t("checkout.errors.backToGroup")}</Link>}
    </div>
  );
}

interface Props {
  blockers: readonly PlaceOrderBlocker[];
  state: PlaceOrderState;
  /** The order made by an earlier attempt, which placing again pays. */
  orderId: string | null;
  onPlace(): void;
  onAddAddress(): void;
  onCompleteRegistration(): void;
  groupPage?: string | null;
}

/** The place-order button, what still keeps it off, and how the last attempt went. */
export function PlaceOrder({ blockers, state, orderId, onPlace, onAddAddress, onCompleteRegistration, groupPage = null }: Props) {
  const { t } = useTranslation();
  const busy = state.kind === "placing" || state.kind === "paying";
  // The figures being asked again, and what the server refuses, are said beside the figures.
  const told = blockers.filter((blocker) => blocker !== "figures" && blocker !== "unavailable");
  const label = state.kind === "placing" ? "checkout.place.placing" : state.kind === "paying" ? "checkout.place.paying" : orderId ? "checkout.place.pay" : "checkout.place.action";
  return (
    <section className="checkout-place" aria-label={t("checkout.place.region")}>
      {orderId && (
        <p className="checkout-hint" role="status">
          {t("checkout.place.created", { orderId })}
        </p>
      )}
      {told.length > 0 && (
        <ul className="checkout-place__blockers">
          {told.map((blocker) => (
            <li key={blocker}>{t(`checkout.blockers.${blocker}`)}</li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--primary checkout-place__button" disabled={blockers.length > 0 || busy} onClick={onPlace}>
        {t(label)}
      </button>
      {state.kind === "failed" && state.failure && (
        <FailureNotice failure={state.failure} onAddAddress={onAddAddress} onCompleteRegistration={onCompleteRegistration} groupPage={groupPage} />
      )}
    </section>
  );
}
