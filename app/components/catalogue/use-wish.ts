import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { useUser } from "../../lib/account/use-user.js";

/** The window event the login dialog fires after a login it was opened for (app/lib/account/after-login.ts). */
const AFTER_LOGIN_EVENT = "register-course";

/** The card whose heart a visitor pressed before signing in: only that card carries on after the login. */
let followAfterLoginOf: string | null = null;

/**
 * A card's place on the signed-in student's wish list: `toggle` adds or removes it and `remove` takes it off (the
 * loaders run again, so the page shows the new list). A visitor is asked to sign in first (FOLLOW_COURSE) and
 * the wish is added once the login is done (SPEC §4 After login: the "register-course" event with false).
 */
export function useWish(skuId: string, inWishNow: boolean) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const user = useUser();
  const { revalidate } = useRevalidator();
  const [inWish, setInWish] = useState(inWishNow);
  const [answeredInWish, setAnsweredInWish] = useState(inWishNow);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [addAfterLogin, setAddAfterLogin] = useState(false);
  // A new answer from the loader wins over what was shown before it.
  if (answeredInWish !== inWishNow) {
    setAnsweredInWish(inWishNow);
    setInWish(inWishNow);
  }

  const change = useCallback(
    async (studentId: string, wanted: boolean) => {
      setBusy(true);
      setFailure(undefined);
      try {
        await api.call(wanted ? "addWish" : "cancelWish", { studentId, skuId }, call);
        setInWish(wanted);
        revalidate();
      } catch (error) {
        // Loaded on a failure only, keeping the error catalogue out of the list's first load (decision 0012).
        // Offline it may not load: the fallback is then what a network failure shows anyway.
        const messages = await import("../account/bind/failure-message.js").catch(() => null);
        if (messages?.isSessionLost(error)) useLoginDialog.getState().openLogin();
        setFailure(messages?.failureMessage(error, t("catalogue.wish.failed")) ?? t("catalogue.wish.failed"));
      } finally {
        setBusy(false);
      }
    },
    [api, call, skuId, revalidate, t],
  );

  const toggle = useCallback(() => {
    if (!user) {
      followAfterLoginOf = skuId;
      useLoginDialog.getState().openLogin({ triggerSource: "FOLLOW_COURSE" });
      return;
    }
    void change(user.uid, !inWish);
  }, [user, skuId, inWish, change]);

  useEffect(() => {
    const carryOn = (event: Event) => {
      if ((event as CustomEvent<boolean>).detail !== false || followAfterLoginOf !== skuId) return;
      followAfterLoginOf = null;
      setAddAfterLogin(true);
    };
    window.addEventListener(AFTER_LOGIN_EVENT, carryOn);
    return () => window.removeEventListener(AFTER_LOGIN_EVENT, carryOn);
  }, [skuId]);

  // The event comes before the page knows the new account: the wish is added once it does.
  useEffect(() => {
    if (!addAfterLogin || !user) return;
    setAddAfterLogin(false);
    void change(user.uid, true);
  }, [addAfterLogin, user, change]);

  const remove = useCallback(() => {
    if (user) void change(user.uid, false);
  }, [user, change]);

  return { inWish, busy, failure, toggle, remove };
}

export type WishState = ReturnType<typeof useWish>;
