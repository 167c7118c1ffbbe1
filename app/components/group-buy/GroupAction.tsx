import { useTranslation } from "react-i18next";
import type { GroupBuyAction } from "./group-buy-rules.js";
import { refusalTextKey } from "./group-buy-rules.js";

interface Props {
  action: Exclude<GroupBuyAction, { kind: "invite" }>;
  start(): void;
  busy: boolean;
  /** Why the last check refused, or failed. */
  refusal: string | null;
}

const BUTTON_TEXT = { launch: "groupBuy.action.launch", join: "groupBuy.action.join", closed: "groupBuy.action.restart" } as const;

/** The page's way on: start or join a group (after a login for a visitor), or what stands in the way. */
export function GroupAction({ action, start, busy, refusal }: Props) {
  const { t } = useTranslation();
  const button = action.kind === "launch" || action.kind === "join" || (action.kind === "closed" && action.canRestart) ? BUTTON_TEXT[action.kind] : null;
  const needsLogin = (action.kind === "launch" || action.kind === "join" || action.kind === "closed") && action.needsLogin;
  return (
    <section className="group-buy__action" aria-live="polite">
      {action.kind === "complete" && <p className="group-buy__outcome group-buy__outcome--done">{t("groupBuy.complete")}</p>}
      {action.kind === "closed" && <p className="group-buy__outcome">{t("groupBuy.closed")}</p>}
      {action.kind === "refused" && <p className="group-buy__outcome">{t(refusalTextKey(action.code))}</p>}
      {button && (
        <button type="button" className="button button--primary group-buy__start" disabled={busy} aria-busy={busy} onClick={start}>
          {busy ? t("groupBuy.action.checking") : t(button)}
        </button>
      )}
      {button && needsLogin && <p className="group-buy__hint">{t("groupBuy.action.loginHint")}</p>}
      {refusal && (
        <p className="group-buy__refusal" role="alert">
          {refusal}
        </p>
      )}
    </section>
  );
}
