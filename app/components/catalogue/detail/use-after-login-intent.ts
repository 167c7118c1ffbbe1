import { useEffect, useState } from "react";
import type { TriggerEvent } from "../../../lib/account/after-login.js";
import { addToCartAwaitsLogin } from "../../cart/use-add-to-cart.js";

/** The window event a login fires for REGISTRATION_COURSE (detail true) and FOLLOW_COURSE (detail false). */
const REGISTER_COURSE: TriggerEvent["name"] = "register-course";

type Intent = "enrol" | "follow";

/**
 * Carries on with what a visitor asked for before logging in (SPEC §4 After login): enrolling, or following the
 * class. The event comes before the page knows the account (its data loads again just after), so the action
 * waits until `signedIn`.
 */
export function useAfterLoginIntent(signedIn: boolean, actions: Record<Intent, () => void>) {
  const [pending, setPending] = useState<Intent | null>(null);
  useEffect(() => {
    const listener = (event: Event) => {
      const enrolling = Boolean((event as CustomEvent<boolean | undefined>).detail);
      // The login was asked for by the page's add-to-cart button, which carries on by itself.
      if (enrolling && addToCartAwaitsLogin()) return;
      setPending(enrolling ? "enrol" : "follow");
    };
    window.addEventListener(REGISTER_COURSE, listener);
    return () => window.removeEventListener(REGISTER_COURSE, listener);
  }, []);
  const action = pending && actions[pending];
  useEffect(() => {
    if (!action || !signedIn) return;
    setPending(null);
    action();
  }, [action, signedIn]);
}
