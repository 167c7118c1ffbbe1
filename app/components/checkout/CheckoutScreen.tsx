import { Link, useLocation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/errors.js";
import { DEFAULT_SUBSCRIPTION_PERIOD } from "../../../schemas/learning.js";
import { CompleteStudentInfoDialog } from "../account/family/CompleteStudentInfoDialog.js";
import { AddressFormDialog } from "../account/settings/AddressFormDialog.js";
import { addressBookPath } from "./checkout-paths.js";
import { buysSubscription, checkoutFailure, placeOrderBlockers } from "./checkout-rules.js";
import { createOrderRequest, paidAtOnce, type CheckoutOrigin, type CheckoutSource } from "./checkout-request.js";
import { groupBuyPath } from "../group-buy/group-buy-rules.js";
import { isGroupBuy } from "./group-buy-origin.js";
import { CouponPicker } from "./CouponPicker.js";
import { OrderItems } from "./OrderItems.js";
import { OrderSummary } from "./OrderSummary.js";
import { PaymentChoice } from "./PaymentChoice.js";
import { FailureNotice, PlaceOrder } from "./PlaceOrder.js";
import { ShippingSection } from "./ShippingSection.js";
import { StudentChoice, type CheckoutStudent } from "./StudentChoice.js";
import { SubscriptionTerms } from "./SubscriptionTerms.js";
import { useCheckout } from "./use-checkout.js";
import { usePlaceOrder } from "./use-place-order.js";
import { CheckoutSection } from "./CheckoutSection.js";

export interface CheckoutScreenProps {
  source: CheckoutSource;
  /** The family's students to choose from (a product), or the cart's student. */
  students: readonly CheckoutStudent[];
  /** The student the page starts with, when they may buy; null: the parent chooses. */
  initialStudentId: string | null;
  origin: CheckoutOrigin;
  /** Where the parent came from: the product's page or the cart. */
  back: { href: string; labelKey: string };
}

/**
 * /order/create/{skuId}, /order/create-bm/{skuId} and /order/shopping-cart/create: who the order is for, what
 * it holds, where goods go, the coupons, how it is paid, the server's figures for all of it, and placing it.
 * Registration and an address (SPEC §5) are fixed here in dialogs, and the page asks again.
 */
export function CheckoutScreen({ source, students, initialStudentId, origin, back }: CheckoutScreenProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const checkout = useCheckout({ source, initialStudentId, origin });
  const [dialog, setDialog] = useState<"address" | "registration" | null>(null);
  const placing = usePlaceOrder({
    onFailure(failure) {
      if (failure?.fix === "coupons") checkout.recommendCouponsAgain();
      else if (failure?.fix === "address" || failure?.fix === "registration") checkout.refresh();
    },
  });

  const { figures: asked } = checkout;
  const figures = asked.answer?.value ?? null;
  const figuresFailure = asked.current && asked.answer?.failure ? checkoutFailure(asked.answer.failure) : null;
  // What createOrder would refuse (sold out, sale over or not open) is said before the parent tries.
  const productProblem = figures?.problem ? checkoutFailure(new ApiError(figures.problem.code, figures.problem.message ?? undefined)) : null;
  const student = students.find((candidate) => candidate.uid === checkout.studentId && candidate.status === 0);
  const blockers = placeOrderBlockers({
    studentChosen: student !== undefined,
    figuresCurrent: checkout.request !== null,
    registrationComplete: figures?.registrationComplete ?? null,
    needsAddress: figures?.needsAddress ?? null,
    addressChosen: checkout.addressId !== undefined,
    orderable: productProblem === null,
  });
  const plan = buysSubscription(figures?.lines);
  const groupPage = isGroupBuy(origin) ? groupBuyPath(origin.activityId, origin.groupId) : null;
  const locked = placing.orderId !== null || placing.state.kind === "placing" || placing.state.kind === "paying";
  const coupons = checkout.coupons;
  const afterFix = () => {
    setDialog(null);
    checkout.refresh();
  };

  return (
    <div className="checkout">
      <p className="checkout__back">
        <Link to={back.href}>{t(back.labelKey)}</Link>
      </p>
      <h1 className="checkout__title">{t("checkout.title")}</h1>
      <fieldset className="checkout__choices" disabled={locked}>
        <legend className="visually-hidden">{t("checkout.title")}</legend>
        <StudentChoice students={students} chosen={student?.uid ?? null} onChoose={source.kind === "product" ? checkout.chooseStudent : null} />
        {student && (
          <>
            <OrderItems
              lines={figures?.lines ?? null}
              optionalMaterials={source.kind === "product" ? source.attachments.filter((item) => !item.required) : []}
              chosenMaterials={checkout.optionalSkuIds}
              onToggleMaterial={checkout.toggleMaterial}
            />
            {plan && <SubscriptionTerms periodType={(source.kind === "product" && source.periodType) || DEFAULT_SUBSCRIPTION_PERIOD} />}
            {figures?.registrationComplete === false && (
              <CheckoutSection name="registration">
                <p role="alert" className="checkout-failure">
                  {t("checkout.registration.pleaseComplete")}
                </p>
                <button type="button" className="button" onClick={() => setDialog("registration")}>
                  {t("checkout.registration.action")}
                </button>
              </CheckoutSection>
            )}
            {figures?.needsAddress && (
              <ShippingSection
                deliveryOptions={figures.deliveryOptions}
                delivery={checkout.delivery}
                onDelivery={checkout.setDelivery}
                addresses={checkout.addresses.list}
                addressesFailed={checkout.addresses.failure !== undefined}
                addressId={checkout.addressId}
                onAddress={checkout.chooseAddress}
                onAddAddress={() => setDialog("address")}
                addressBookHref={addressBookPath(student.uid, location.pathname + location.search)}
              />
            )}
            <CouponPicker
              coupons={coupons.current ? (coupons.answer?.value?.effectCoupons ?? null) : null}
              failed={coupons.current && coupons.answer?.failure !== undefined}
              chosen={checkout.couponIds}
              onToggle={checkout.toggleCoupon}
            />
            {figures?.instalmentsOffered && paidAtOnce(origin) && (
              <CheckoutSection name="payment">
                <p className="checkout-hint">{t("checkout.payment.groupBuyPaidInFull")}</p>
              </CheckoutSection>
            )}
            {figures?.instalmentsOffered && !plan && !paidAtOnce(origin) && (
              <PaymentChoice
                paymentMethod={checkout.paymentMethod}
                onPaymentMethod={checkout.setPaymentMethod}
                debitMethod={checkout.debitMethod}
                onDebitMethod={checkout.setDebitMethod}
                stages={figures.stages}
              />
            )}
          </>
        )}
      </fieldset>
      {student && figuresFailure && (
        <FailureNotice failure={figuresFailure} onAddAddress={() => setDialog("address")} onCompleteRegistration={() => setDialog("registration")} groupPage={groupPage} />
      )}
      {student && !figures && !figuresFailure && <p className="checkout-hint">{t("checkout.loading")}</p>}
      {student && figures && !figuresFailure && <OrderSummary figures={figures} updating={!asked.current} />}
      {student && productProblem && !figuresFailure && (
        <FailureNotice failure={productProblem} onAddAddress={() => setDialog("address")} onCompleteRegistration={() => setDialog("registration")} groupPage={groupPage} />
      )}
      <PlaceOrder
        blockers={blockers}
        state={placing.state}
        orderId={placing.orderId}
        onPlace={() => checkout.request && void placing.place(createOrderRequest(checkout.request, origin))}
        onAddAddress={() => setDialog("address")}
        onCompleteRegistration={() => setDialog("registration")}
        groupPage={groupPage}
      />
      {dialog === "address" && student && <AddressFormDialog target={{ uid: student.uid }} onClose={() => setDialog(null)} onSaved={afterFix} />}
      {student && (
        <CompleteStudentInfoDialog open={dialog === "registration"} student={student} onClose={() => setDialog(null)} onSaved={afterFix} />
      )}
    </div>
  );
}
