import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorCode, isApiError } from "../../../api/errors.js";
import { useSiteApi } from "../../../api/site-api-context.js";
import { AUTO_PAY_NOTICE_PATHS, DEFAULT_TEST_CARD, type AutoPayNoticeScreen, type TestCard } from "../../../schemas/api/calls/auto-pay.js";
import { failureMessage } from "../account/bind/failure-message.js";
import type { GatewayProblem } from "../payment/payment-rules.js";
import { LinkProblem } from "../payment/TestGatewayScreen.js";
import { NOTICE_SCREEN_HOMES } from "./auto-pay-rules.js";
import { TestCardChoice } from "./TestCardChoice.js";

type Action = "authorize" | "decline" | "abandon";

export interface TestAuthorizationPage {
  /** The screen the authorisation was started from, whose notice the payer goes on to. */
  screen: AutoPayNoticeScreen;
  problem: GatewayProblem | null;
  authorization: { token: string; orderId: string; expiresAt: string } | null;
}

/**
 * /pay/test/authorize/{token}: the test gateway's page for authorising a card for an order's later debits (decision
 * 0025). No card is charged; authorising reaches the order only as the gateway's signed confirmation, and the payer
 * goes on to the notice of what came of it.
 */
export function TestAuthorizationScreen({ page }: { page: TestAuthorizationPage }) {
  const { t } = useTranslation();
  return (
    <div className="test-gateway">
      <section className="test-gateway__card" aria-labelledby="test-gateway-title">
        <p className="test-gateway__brand">{t("payment.gateway.brand")}</p>
        {page.authorization ? <AuthorizationChoices authorization={page.authorization} screen={page.screen} /> : <LinkProblem problem={page.problem ?? "empty"} returnTo={NOTICE_SCREEN_HOMES[page.screen]} />}
      </section>
    </div>
  );
}

function AuthorizationChoices({ authorization, screen }: { authorization: NonNullable<TestAuthorizationPage["authorization"]>; screen: AutoPayNoticeScreen }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const [card, setCard] = useState<TestCard>(DEFAULT_TEST_CARD);
  const [busy, setBusy] = useState<Action | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<GatewayProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const act = async (action: Action) => {
    setBusy(action);
    setFailure(null);
    try {
      const { status } = await api.call("actTestAuthorization", { token: authorization.token, action, card }, call);
      setLeaving(true);
      window.location.assign(`${AUTO_PAY_NOTICE_PATHS[screen]}/${status}`);
    } catch (error) {
      if (isApiError(error, ErrorCode.PAYMENT_LINK_EXPIRED)) setProblem("expired");
      else if (isApiError(error, ErrorCode.PAYMENT_LINK_EMPTY)) setProblem("empty");
      else setFailure(failureMessage(error, t("payment.gateway.actionFailed")));
    } finally {
      setBusy(null);
    }
  };

  if (problem) return <LinkProblem problem={problem} returnTo={NOTICE_SCREEN_HOMES[screen]} />;
  const disabled = busy !== null || leaving;
  const button = (action: Action, primary = false) => (
    <button type="button" className={primary ? "button button--primary" : "button"} disabled={disabled} aria-busy={busy === action} onClick={() => void act(action)}>
      {t(`autoPay.testAuthorization.${action}`)}
    </button>
  );
  return (
    <>
      <h1 id="test-gateway-title" className="test-gateway__title">
        {t("autoPay.testAuthorization.heading")}
      </h1>
      <dl className="test-gateway__facts">
        <div>
          <dt>{t("payment.gateway.orderNumber")}</dt>
          <dd>{authorization.orderId}</dd>
        </div>
      </dl>
      <p className="test-gateway__note">{t("autoPay.testAuthorization.text")}</p>
      <TestCardChoice value={card} onChange={setCard} disabled={disabled} />
      <div className="test-gateway__actions">
        {button("authorize", true)}
        {button("decline")}
        {button("abandon")}
      </div>
      <p className="test-gateway__status" role="status">
        {leaving ? t("payment.gateway.returning") : null}
      </p>
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
