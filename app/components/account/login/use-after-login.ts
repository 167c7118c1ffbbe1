import { useNavigate, useRevalidator } from "@remix-run/react";
import { useCallback, useState } from "react";
import { useSiteApi } from "../../../../api/site-api-context.js";
import {
  decideAfterLogin,
  needsUnpaidAnswer,
  reminderStillRemembered,
  unpaidReminderKey,
  type UnpaidAnswer,
} from "../../../lib/account/after-login.js";
import { OPEN_DIAGNOSIS_EVENT } from "../../../lib/account/diagnosis-event.js";
import type { LoginRequest } from "../../../lib/account/login-dialog.js";

export interface UnpaidReminder {
  unpaid: number;
  inCart: number;
}

function storedReminder(uid: string): string | null {
  try {
    return localStorage.getItem(unpaidReminderKey(uid));
  } catch {
    return null;
  }
}

function rememberReminder(uid: string, now: number): void {
  try {
    localStorage.setItem(unpaidReminderKey(uid), String(now));
  } catch {
    // Storage refused (private mode): the reminder may show again next time.
  }
}

/**
 * What follows a login once the dialog has closed (SPEC §4 After login): the diagnosis dialog, the unpaid
 * reminder, the page's trigger event or the success URL; the loaders re-run in every case, so the
 * header, the cart count and the page see the signed-in account.
 */
export function useAfterLogin() {
  const { api, call } = useSiteApi();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [reminder, setReminder] = useState<UnpaidReminder | null>(null);

  const run = useCallback(
    async (uid: string, request: LoginRequest) => {
      let unpaid: UnpaidAnswer | null = null;
      if (needsUnpaidAnswer(request)) {
        try {
          unpaid = await api.call("unpaidRemind", {}, call);
        } catch {
          // The reminder is a courtesy: without its answer the login goes on.
        }
      }
      const now = Date.now();
      const action = decideAfterLogin({
        request,
        unpaid,
        reminderAlreadyShown: reminderStillRemembered(storedReminder(uid), now),
        origin: window.location.origin,
      });
      switch (action.kind) {
        case "diagnosis":
          window.dispatchEvent(new CustomEvent(OPEN_DIAGNOSIS_EVENT));
          break;
        case "unpaidReminder":
          rememberReminder(uid, now);
          setReminder({ unpaid: action.unpaid, inCart: action.inCart });
          break;
        case "trigger":
          window.dispatchEvent(new CustomEvent(action.event.name, { detail: action.event.detail }));
          break;
        case "navigate":
          if (action.path) await navigate(action.path);
          break;
      }
      revalidate();
    },
    [api, call, navigate, revalidate],
  );

  return { run, reminder, dismissReminder: useCallback(() => setReminder(null), []) };
}
