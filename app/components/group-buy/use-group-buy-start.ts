import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/errors.js";
import { useSiteApi } from "../../../api/site-api-context.js";
import type { GroupBuyView } from "../../../schemas/api/calls/group-buy.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import type { TriggerEvent } from "../../lib/account/after-login.js";
import { failureMessage, isSessionLost } from "../account/bind/failure-message.js";
import { isSitePath } from "../../../schemas/link-url.js";
import { REFUSAL_TEXT_CODES, refusalTextKey, type GroupBuyAction } from "./group-buy-rules.js";

/** The event a login asked for with REGISTRATION_COURSE fires (app/lib/account/after-login.ts). */
const AFTER_LOGIN_EVENT: TriggerEvent["name"] = "register-course";

/** Launching a group (none named) or joining the one the page shows. */
type Start = { groupId: string | null };

/** The start the action offers, if any: a group's place, or a new group (none yet, or after one closed). */
function startOf(action: GroupBuyAction, groupId: string | null): Start | null {
  if (action.kind === "launch") return { groupId: null };
  if (action.kind === "join") return { groupId };
  if (action.kind === "closed" && action.canRestart) return { groupId: null };
  return null;
}

/**
 * The page's buy buttons (SPEC §4 group-buy check): the check with the activity's class, then the order path it gives
 * (create way 4). A visitor logs in first (REGISTRATION_COURSE, as the class page asks); once the page's data has come
 * back with the family, the start goes on if the family may still take it, else the page shows why not.
 */
export function useGroupBuyStart(view: GroupBuyView, action: GroupBuyAction) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const navigate = useNavigate();
  const openLogin = useLoginDialog((state) => state.openLogin);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** This page asked for the login. */
  const askedLogin = useRef(false);
  const [awaitingFamily, setAwaitingFamily] = useState(false);
  const groupId = view.group?.groupId ?? null;
  const offered = startOf(action, groupId);

  const check = useCallback(
    async ({ groupId: joining }: Start) => {
      setBusy(true);
      setRefusal(null);
      const spec = view.card.spec;
      const startTime = spec ? Date.parse(spec.startDate) : Number.NaN;
      try {
        const { orderPath } = await api.call(
          "checkGroupBuy",
          {
            activityId: view.activityId,
            skuId: view.card.id,
            ...(spec ? { courseId: spec.courseId } : {}),
            ...(startTime >= 0 ? { startTime } : {}),
            ...(spec && spec.curriculumPackageId !== null ? { curPackageId: spec.curriculumPackageId } : {}),
            ...(joining ? { groupId: joining } : {}),
          },
          call,
        );
        // The check's order path is followed only as a path of this site.
        if (isSitePath(orderPath)) return void navigate(orderPath);
        setRefusal(t("groupBuy.refusal.other"));
      } catch (error) {
        // Code 9: the shell says the session has ended and offers the login.
        if (isSessionLost(error)) return;
        const known = isApiError(error) && (REFUSAL_TEXT_CODES as readonly number[]).includes(error.code);
        setRefusal(known ? t(refusalTextKey(error.code)) : failureMessage(error, t("groupBuy.refusal.other")));
      } finally {
        setBusy(false);
      }
    },
    [api, call, navigate, t, view.activityId, view.card.id, view.card.spec],
  );

  const start = useCallback(() => {
    if (!offered) return;
    if (view.viewer === null) {
      askedLogin.current = true;
      return openLogin({ triggerSource: "REGISTRATION_COURSE" });
    }
    void check(offered);
  }, [check, offered, openLogin, view.viewer]);

  useEffect(() => {
    const listener = (event: Event) => {
      if (askedLogin.current && (event as CustomEvent<boolean | undefined>).detail) setAwaitingFamily(true);
    };
    window.addEventListener(AFTER_LOGIN_EVENT, listener);
    return () => window.removeEventListener(AFTER_LOGIN_EVENT, listener);
  }, []);

  // The event comes before the page's data knows the family: the start waits for the view with its check.
  const signedIn = view.viewer !== null;
  useEffect(() => {
    if (!awaitingFamily || !signedIn) return;
    setAwaitingFamily(false);
    askedLogin.current = false;
    if (offered) void check(offered);
  }, [awaitingFamily, check, offered, signedIn]);

  return { start, busy, refusal };
}
