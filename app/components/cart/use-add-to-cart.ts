import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { addToCartOutcome } from "../../../rules/catalogue/sign-up-check.js";
import { CART_TYPES, type CartType } from "../../../schemas/commerce.js";
import { useToast } from "../../../ui/toast.js";
import type { TriggerEvent } from "../../lib/account/after-login.js";
import { useLoginDialog, type LoginRequest, type TriggerSource } from "../../lib/account/login-dialog.js";
import { useBindDialog } from "../account/bind/bind-dialog-store.js";
import { failureMessage, isSessionLost } from "../account/bind/failure-message.js";
import { enrolStep, type EnrolStep } from "../catalogue/detail/enrol-steps.js";
import { cartChanged } from "./cart-badge.js";

/** How a visitor's add-to-cart asks for a login: REGISTRATION_COURSE (SPEC §6), or BUY_BOOK on a goods page. */
export type CartLoginTrigger = Extract<TriggerSource, "REGISTRATION_COURSE" | "BUY_BOOK">;

/** The window event each trigger fires once the login is done (app/lib/account/after-login.ts). */
const AFTER_LOGIN_EVENT: Record<CartLoginTrigger, TriggerEvent["name"]> = { REGISTRATION_COURSE: "register-course", BUY_BOOK: "goods.detail.buy" };

/** The product a visitor pressed add-to-cart for, and the login request that press opened. */
let waiting: { skuId: string; request: LoginRequest } | null = null;

/**
 * Whether the login dialog's latest request came from an add-to-cart, so that its after-login event is that
 * button's to act on (another action opening the dialog since then makes a new request).
 */
export function addToCartAwaitsLogin(skuId?: string): boolean {
  return waiting !== null && (skuId === undefined || waiting.skuId === skuId) && useLoginDialog.getState().request === waiting.request;
}

interface Options {
  skuId: string;
  /** The family's student whose cart it goes in; null for a visitor. */
  studentId: string | null;
  cartType?: CartType;
  quantity?: number;
  loginTrigger?: CartLoginTrigger;
}

/**
 * Puts a product in a student's cart (SPEC §4 add-to-cart result): added (0) says so and refreshes the header's
 * badge; 1 or 2 run the sign-up check and show its dialog as the enrol button does (bind e-mail or phone open
 * the shell's dialogs and add again once bound); any other status shows the server's description. A visitor is
 * asked to log in, and the product is added once they have.
 */
export function useAddToCart({ skuId, studentId, cartType = CART_TYPES.normal, quantity = 1, loginTrigger = "REGISTRATION_COURSE" }: Options) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const openBindEmail = useBindDialog((state) => state.openBindEmail);
  const openBindContact = useBindDialog((state) => state.openBindContact);
  const { text: added, show: showAdded, hide: hideAdded } = useToast();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [step, setStep] = useState<EnrolStep | null>(null);
  const [addAfterLogin, setAddAfterLogin] = useState(false);

  const add = useCallback(
    async function run(): Promise<void> {
      if (!studentId) {
        waiting = { skuId, request: { triggerSource: loginTrigger } };
        useLoginDialog.getState().openLogin(waiting.request);
        return;
      }
      setBusy(true);
      setFailure(null);
      hideAdded();
      try {
        const answer = await api.call("addCart", { studentId, skuId, quantity, cartType }, call);
        const outcome = addToCartOutcome(answer.status);
        if (outcome.kind === "added") {
          cartChanged();
          showAdded(t("addToCart.added"));
        } else if (outcome.kind === "error") {
          setFailure(answer.statusDesc || t("addToCart.failed"));
        } else {
          const next = enrolStep(await api.call("querySignUpCheckV2", { skuId, studentId }, call));
          const onBound = () => void run();
          if (next.kind === "bindEmail") openBindEmail({ onBound });
          else if (next.kind === "bindPhone") openBindContact({ onBound });
          // The check would let the student sign up, yet the cart refused: the cart's reason is the one to show.
          else setStep(next.kind === "checkout" ? { kind: "blocked", message: answer.statusDesc } : next);
        }
      } catch (error) {
        // Code 9: the shell says the session has expired.
        if (!isSessionLost(error)) setFailure(failureMessage(error, t("addToCart.failed")));
      } finally {
        setBusy(false);
      }
    },
    [api, call, cartType, hideAdded, loginTrigger, openBindContact, openBindEmail, quantity, showAdded, skuId, studentId, t],
  );

  useEffect(() => {
    const name = AFTER_LOGIN_EVENT[loginTrigger];
    const carryOn = (event: Event) => {
      // register-course with false follows a wish (FOLLOW_COURSE), not a purchase.
      if (name === "register-course" && (event as CustomEvent<boolean | undefined>).detail !== true) return;
      if (addToCartAwaitsLogin(skuId)) setAddAfterLogin(true);
    };
    window.addEventListener(name, carryOn);
    return () => window.removeEventListener(name, carryOn);
  }, [loginTrigger, skuId]);

  // The event comes before the page knows the new account: the product is added once it does.
  useEffect(() => {
    if (!addAfterLogin || !studentId) return;
    waiting = null;
    setAddAfterLogin(false);
    void add();
  }, [add, addAfterLogin, studentId]);

  return { add, busy, failure, added, step, closeStep: useCallback(() => setStep(null), []) };
}
