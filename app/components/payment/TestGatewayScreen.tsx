import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorCode, isApiError } from "../../../api/errors.js";
import { useSiteApi } from "../../../api/site-api-context.js";
import type { TEST_PAYMENT_ACTIONS } from "../../../schemas/api/calls/payments.js";
import { DEFAULT_TEST_CARD, type TestCard } from "../../../schemas/api/calls/auto-pay.js";
import { TestCardChoice } from "../auto-pay/TestCardChoice.js";
import { failureMessage } from "../account/bind/failure-message.js";
import { useShell } from "../shell/use-shell.js";
import { gatewayStage, leavesGateway, paymentAmountText, type GatewayProblem, type TestGatewayPage, type TestPayment } from "./payment-rules.js";
import { TimeLeft } from "./TimeLeft.js";
import { useTimeLeft } from "./use-time-left.js";

type Action = (typeof TEST_PAYMENT_ACTIONS)[number];

/**
 * /pay/test/{paymentId}: the built-in test gateway's hosted page (decision 0016). The payer pays, is declined,
 * or is asked for extra authentication and passes or fails it, or abandons; the gateway reports each choice to
 * the order by its signed webhook, and the page sends the payer back to the shop.
 */
export function TestGatewayScreen({ page }: { page: TestGatewayPage }) {
  const { t } = useTranslation();
  return (
    <div className="test-gateway">
      <section className="test-gateway__card" aria-labelledby="test-gateway-title">
        <p className="test-gateway__brand">{t("payment.gateway.brand")}</p>
        {page.problem === null ? <PaymentChoices payment={page.payment} remainMs={page.remainMs} returnTo={page.returnTo} /> : <LinkProblem problem={page.problem} returnTo={page.returnTo} />}
      </section>
    </div>
  );
}

/** A payment link that leads nowhere: no such payment, or one past paying (SPEC §8), with the way back to the shop. */
export function LinkProblem({ problem, returnTo }: { problem: GatewayProblem; returnTo: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 id="test-gateway-title" className="test-gateway__title">
        {t(problem === "empty" ? "payment.gateway.empty" : "payment.gateway.expired")}
      </h1>
      {/* A plain link: the gateway's page is left as a real gateway's is, by loading the shop's page. */}
      <a className="button" href={returnTo}>
        {t("payment.gateway.back")}
      </a>
    </>
  );
}

function PaymentChoices({ payment, remainMs, returnTo }: { payment: TestPayment; remainMs: number; returnTo: string }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const { site, language } = useShell();
  const [status, setStatus] = useState(payment.status);
  const [problem, setProblem] = useState<GatewayProblem | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [card, setCard] = useState<TestCard>(DEFAULT_TEST_CARD);
  const msLeft = useTimeLeft(remainMs);

  const leave = () => {
    setLeaving(true);
    window.location.assign(returnTo);
  };

  const act = async (action: Action) => {
    setBusy(action);
    setFailure(null);
    try {
      // An auto-pay order keeps the card that pays for its later debits.
      const answer = await api.call("actTestPayment", { paymentId: payment.paymentId, action, ...(payment.savesCard ? { card } : {}) }, call);
      if (action === "abandon" || leavesGateway(answer.status)) return leave();
      setStatus(answer.status);
    } catch (error) {
      // Whatever the gateway says, a payer who abandons goes back: an open payment ends with its order's time.
      if (action === "abandon") return leave();
      if (isApiError(error, ErrorCode.PAYMENT_LINK_EXPIRED)) setProblem("expired");
      else if (isApiError(error, ErrorCode.PAYMENT_LINK_EMPTY)) setProblem("empty");
      else setFailure(failureMessage(error, t("payment.gateway.actionFailed")));
    } finally {
      setBusy(null);
    }
  };

  const stage = problem ? "closed" : gatewayStage(status, msLeft);
  if (stage === "closed" && !leaving) return <LinkProblem problem={problem ?? "expired"} returnTo={returnTo} />;

  const disabled = busy !== null || leaving;
  const button = (action: Action, label: string, primary = false) => (
    <button type="button" className={primary ? "button button--primary" : "button"} disabled={disabled} aria-busy={busy === action} onClick={() => void act(action)}>
      {label}
    </button>
  );
  return (
    <>
      <h1 id="test-gateway-title" className="test-gateway__title">
        {t(stage === "authenticate" ? "payment.gateway.authenticationTitle" : "payment.gateway.heading")}
      </h1>
      <dl className="test-gateway__facts">
        <div>
          <dt>{t("payment.gateway.amount")}</dt>
          <dd className="test-gateway__amount">{paymentAmountText(payment.amount, payment.currency, site.currency, language)}</dd>
        </div>
        <div>
          <dt>{t("payment.gateway.orderNumber")}</dt>
          <dd>{payment.orderId}</dd>
        </div>
        <div>
          <dt>{t("payment.gateway.timeLeft")}</dt>
          <dd>
            <TimeLeft ms={msLeft} />
          </dd>
        </div>
      </dl>
      <p className="test-gateway__note">{t(stage === "authenticate" ? "payment.gateway.authenticationText" : "payment.gateway.testNote")}</p>
      {payment.savesCard && stage !== "authenticate" && <TestCardChoice value={card} onChange={setCard} disabled={disabled} />}
      <div className="test-gateway__actions">
        {stage === "authenticate" ? (
          <>
            {button("authenticate", t("payment.gateway.authenticate"), true)}
            {button("fail_authentication", t("payment.gateway.failAuthentication"))}
          </>
        ) : (
          <>
            {button("pay", t("payment.gateway.pay"), true)}
            {button("decline", t("payment.gateway.decline"))}
            {button("require_authentication", t("payment.gateway.requireAuthentication"))}
          </>
        )}
        {button("abandon", t("payment.gateway.abandon"))}
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
