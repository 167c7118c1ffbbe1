import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../../api/site-api-context.js";
import type { Notice } from "../../../../ui/ActionNotice.js";
import { useLoginDialog } from "../../../lib/account/login-dialog.js";
import { failureMessage, isSessionLost } from "../../account/bind/failure-message.js";

export interface FollowState {
  inWish: boolean;
  alertSet: boolean;
}

type FollowAction = "wish" | "alert";

interface Options {
  skuId: string;
  /** The student the wish list belongs to; null for a visitor. */
  studentId: string | null;
  /** What the page's data says (it changes when the page's data is loaded again, e.g. after a login). */
  initial: FollowState;
}

/**
 * The wish heart and the availability alert of a class (SPEC §4: the alert can be set or cancelled). A visitor
 * is asked to log in (FOLLOW_COURSE); `continueAfterLogin` then does what they asked for — adding, never
 * toggling, since the wish may have been there before.
 */
export function useFollow({ skuId, studentId, initial }: Options) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const openLogin = useLoginDialog((state) => state.openLogin);
  const [held, setHeld] = useState({ source: initial, state: initial });
  if (held.source.inWish !== initial.inWish || held.source.alertSet !== initial.alertSet) setHeld({ source: initial, state: initial });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const askedBeforeLogin = useRef<FollowAction>("wish");

  const change = useCallback(
    async (action: FollowAction, on: boolean) => {
      if (!studentId) return;
      setBusy(true);
      setNotice(null);
      try {
        if (action === "alert") {
          const { alertSet } = await api.call("setAvailabilityAlert", { studentId, skuId, enabled: on }, call);
          // Setting an alert puts the class on the wish list too (the call's contract).
          setHeld((current) => ({ ...current, state: { inWish: current.state.inWish || alertSet, alertSet } }));
          setNotice({ kind: "done", text: t(alertSet ? "courseDetail.follow.alertSet" : "courseDetail.follow.alertCancelled") });
        } else {
          await api.call(on ? "addWish" : "cancelWish", { studentId, skuId }, call);
          // Taking a class off the wish list cancels its alert as well.
          setHeld((current) => ({ ...current, state: { inWish: on, alertSet: on && current.state.alertSet } }));
        }
      } catch (failure) {
        // Code 9: the shell says the session has expired.
        if (!isSessionLost(failure)) setNotice({ kind: "failed", text: failureMessage(failure, t("courseDetail.follow.failed")) });
      } finally {
        setBusy(false);
      }
    },
    [api, call, skuId, studentId, t],
  );

  const toggle = (action: FollowAction) => {
    if (!studentId) {
      askedBeforeLogin.current = action;
      openLogin({ triggerSource: "FOLLOW_COURSE" });
      return;
    }
    void change(action, action === "wish" ? !held.state.inWish : !held.state.alertSet);
  };

  const continueAfterLogin = useCallback(() => void change(askedBeforeLogin.current, true), [change]);

  return { ...held.state, busy, notice, toggleWish: () => toggle("wish"), toggleAlert: () => toggle("alert"), continueAfterLogin };
}
