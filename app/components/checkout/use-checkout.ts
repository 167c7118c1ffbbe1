import { useMemo, useState } from "react";
import { useSiteApi } from "../../../api/site-api-context.js";
import type { RequestOf } from "../../../schemas/api/contract.js";
import { PAYMENT_METHODS, type DeliveryOption } from "../../../schemas/commerce.js";
import { couponIdsInOrder, deliveryAddresses, shippingAddressId, toggleCoupon, type CouponChoice } from "./checkout-rules.js";
import { checkoutProducts, checkoutRequest, couponsRequest, defaultOptionalSkuIds, type CheckoutOrigin, type CheckoutSource } from "./checkout-request.js";
import { useAnswer } from "./use-answer.js";

interface Options {
  source: CheckoutSource;
  /** The student the page starts with; null when the parent must choose one. */
  initialStudentId: string | null;
  /** How the order comes about: the figures are asked for that order (a group buy's at the group price). */
  origin: CheckoutOrigin;
}

type PaymentMethod = 0 | 1;

/**
 * The checkout's choices and the server's answers to them. For the chosen student and products, the
 * recommended coupons (recommendCoupons) are the choice until the parent makes one, and the address book is
 * read; then every change of a choice asks queryCheckout again (and the coupons' verdicts when the coupons or
 * products change). Nothing is worked out here: the figures are the server's.
 */
export function useCheckout({ source, initialStudentId, origin }: Options) {
  const { api, call } = useSiteApi();
  const [studentId, setStudentId] = useState(initialStudentId);
  const [optionalSkuIds, setOptionalSkuIds] = useState(() => defaultOptionalSkuIds(source));
  /** Bumped to have the coupons recommended again (after the order refused the chosen ones). */
  const [couponRound, setCouponRound] = useState(0);
  /** The parent's own choice of coupons, for the student and products it was made for. */
  const [chosenCoupons, setChosenCoupons] = useState<{ basis: string; ids: string[] } | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(PAYMENT_METHODS.oneTime);
  const [debitMethod, setDebitMethod] = useState<PaymentMethod>(0);
  const [chosenAddress, setChosenAddress] = useState<{ studentId: string; id: number } | null>(null);
  const [delivery, setDelivery] = useState<DeliveryOption | undefined>(undefined);
  /** Bumped to ask again for the same choices (the registration or the address book changed). */
  const [revision, setRevision] = useState(0);

  const products = useMemo(() => checkoutProducts(source, optionalSkuIds), [source, optionalSkuIds]);
  const basis = studentId ? JSON.stringify([studentId, products, couponRound]) : null;
  const recommendation = useAnswer(basis, () => api.call("recommendCoupons", { studentId: studentId!, products }, call));
  const couponIds = !basis
    ? null
    : chosenCoupons?.basis === basis
      ? chosenCoupons.ids
      : recommendation.current
        ? couponIdsInOrder(recommendation.answer?.value?.couponIds ?? [])
        : null;

  const addresses = useAnswer(studentId ? JSON.stringify([studentId, revision]) : null, () => api.call("queryAddressList", { uid: studentId! }, call));
  const shipping = addresses.current ? deliveryAddresses(addresses.answer?.value ?? []) : null;
  const addressId = shipping ? shippingAddressId(shipping, chosenAddress?.studentId === studentId ? chosenAddress.id : undefined) : undefined;

  const couponsAsked: RequestOf<"queryAvalibaleCoupons"> | null = studentId && couponIds ? couponsRequest(source, { studentId, optionalSkuIds, couponIds }) : null;
  const coupons = useAnswer(couponsAsked && JSON.stringify([couponsAsked, revision]), () => api.call("queryAvalibaleCoupons", couponsAsked!, call));

  const request =
    studentId && couponIds && addresses.current
      ? checkoutRequest(source, { studentId, optionalSkuIds, couponIds, paymentMethod, debitMethod, addressId, delivery }, origin)
      : null;
  const figures = useAnswer(request && JSON.stringify([request, revision]), () => api.call("queryCheckout", request!, call));

  return {
    studentId,
    chooseStudent(uid: string) {
      setStudentId(uid);
      setPaymentMethod(PAYMENT_METHODS.oneTime);
    },
    optionalSkuIds,
    toggleMaterial(skuId: string) {
      setOptionalSkuIds((current) => (current.includes(skuId) ? current.filter((id) => id !== skuId) : [...current, skuId]));
    },
    couponIds,
    coupons,
    toggleCoupon(picked: CouponChoice) {
      if (!basis || !couponIds) return;
      const categoryOf = (id: string) => coupons.answer?.value?.effectCoupons.find((coupon) => coupon.id === id)?.category;
      setChosenCoupons({ basis, ids: toggleCoupon(couponIds, picked, categoryOf) });
    },
    recommendCouponsAgain() {
      setChosenCoupons(null);
      setCouponRound((round) => round + 1);
    },
    paymentMethod,
    setPaymentMethod,
    debitMethod,
    setDebitMethod,
    addresses: { list: shipping, failure: addresses.current ? addresses.answer?.failure : undefined },
    addressId,
    chooseAddress(id: number) {
      if (studentId) setChosenAddress({ studentId, id });
    },
    delivery,
    setDelivery,
    figures,
    /** The checkout the figures answer, while they do: what createOrder is sent. */
    request: figures.current && figures.answer?.value ? request : null,
    /** Asks again for everything that depends on the student (after their registration or address book changed). */
    refresh() {
      setRevision((current) => current + 1);
    },
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
