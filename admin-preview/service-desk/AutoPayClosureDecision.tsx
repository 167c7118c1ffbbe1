import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { DeskAutoPayClosure } from "../../schemas/api/calls/service-desk-auto-pay.js";
import { Field } from "../../ui/Field.js";
import { AdminTime } from "../frame/AdminTime.js";
import { FailureAlert } from "../frame/FailureAlert.js";
import { useFormFetcher } from "../frame/use-form-fetcher.js";
import { ORDER_SCREEN_ID } from "../route-ids.js";
import { DECIDE_AUTO_PAY_CLOSURE } from "./intents.js";

/**
 * The parent's requests to close the order's auto-pay, newest first, on the order's screen: one under review is
 * approved (auto-pay closes, later stages are paid by hand) or rejected here, with a note the parent sees. Its data
 * is the order screen's (app/routes/admin.orders.$orderId.tsx), loaded again after a decision; nothing shows for an
 * order without requests, or on a screen shown elsewhere.
 */
export function AutoPayClosureDecision() {
  const { t } = useTranslation("admin");
  const closures = useRouteLoaderData<{ autoPayClosures: { list: DeskAutoPayClosure[] } }>(ORDER_SCREEN_ID)?.autoPayClosures.list ?? [];
  if (closures.length === 0) return null;
  return (
    <section aria-labelledby="order-auto-pay-closures">
      <h2 id="order-auto-pay-closures">{t("autoPayClosure.heading")}</h2>
      {closures.map((closure) => (
        <ClosureRequest key={closure.closureId} closure={closure} />
      ))}
    </section>
  );
}

function ClosureRequest({ closure }: { closure: DeskAutoPayClosure }) {
  const { t } = useTranslation("admin");
  return (
    <article className="admin-closure">
      <dl className="admin-facts">
        <dt>{t("autoPayClosure.requested")}</dt>
        <dd>
          <AdminTime value={closure.requestedAt} />
        </dd>
        <dt>{t("autoPayClosure.reason")}</dt>
        <dd className="admin-closure__reason">{closure.reason}</dd>
        <dt>{t("autoPayClosure.status")}</dt>
        <dd>
          {t(`autoPayClosure.statuses.${closure.status}`)}
          {closure.decidedAt && (
            <>
              {" · "}
              <AdminTime value={closure.decidedAt} />
            </>
          )}
          {closure.decidedBy && ` · ${t("autoPayClosure.by", { email: closure.decidedBy })}`}
        </dd>
        {closure.status === "under_review" ? (
          <>
            <dt>{t("autoPayClosure.autoApproveAt")}</dt>
            <dd>
              <AdminTime value={closure.autoApproveAt} />
            </dd>
          </>
        ) : (
          closure.note && (
            <>
              <dt>{t("autoPayClosure.note")}</dt>
              <dd>{closure.note}</dd>
            </>
          )
        )}
      </dl>
      {closure.status === "under_review" && <DecisionForm closureId={closure.closureId} />}
    </article>
  );
}

/** Approve or reject, each a submit button of the one form: the note goes with either. */
function DecisionForm({ closureId }: { closureId: number }) {
  const { t } = useTranslation("admin");
  const { fetcher, outcome, busy, invalidFields, failure } = useFormFetcher<typeof DECIDE_AUTO_PAY_CLOSURE, DeskAutoPayClosure>();
  return (
    <fetcher.Form method="post" className="admin-form" noValidate>
      <input type="hidden" name="intent" value={DECIDE_AUTO_PAY_CLOSURE} />
      <input type="hidden" name="closureId" value={closureId} />
      <Field look="tool" label={t("autoPayClosure.note")} hint={t("autoPayClosure.noteHint")} error={invalidFields.includes("note") ? t("autoPayClosure.noteInvalid") : null}>
        {(control) => <textarea {...control} name="note" rows={3} maxLength={500} />}
      </Field>
      <FailureAlert failure={failure} />
      <p className="admin-notice" role="status">
        {outcome?.ok ? t(outcome.result.status === "rejected" ? "autoPayClosure.rejected" : "autoPayClosure.approved") : null}
      </p>
      <div className="admin-form--inline">
        <button type="submit" name="approve" value="true" className="admin-button admin-button--primary" disabled={busy}>
          {t("autoPayClosure.approve")}
        </button>
        <button type="submit" name="approve" value="false" className="admin-button" disabled={busy}>
          {t("autoPayClosure.reject")}
        </button>
      </div>
    </fetcher.Form>
  );
}
