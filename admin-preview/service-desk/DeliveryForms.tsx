import { useTranslation } from "react-i18next";
import { ErrorCode } from "../../api/errors.js";
import type { OrderDelivery } from "../../schemas/api/calls/service-desk-delivery.js";
import type { OrderAddress } from "../../schemas/commerce.js";
import { Field } from "../../ui/Field.js";
import { FailureAlert } from "../frame/FailureAlert.js";
import type { Failure } from "../frame/form-outcome.js";
import { useFormFetcher } from "../frame/use-form-fetcher.js";
import { CHANGE_ORDER_ADDRESS, MARK_DELIVERED, ORDER_ADDRESS_FIELDS, RECORD_SHIPMENT } from "./intents.js";

/** An address on one line, as a table cell shows it. */
export const shortAddress = (address: OrderAddress) => [address.name, address.address1, address.address2, address.city, address.postcode, address.country].filter(Boolean).join(", ");

/** The refusals of the delivery calls the desk words in the staff member's language; any other, the service's. */
const FAILURE_KEYS: Partial<Record<number, string>> = {
  [ErrorCode.ADDRESS_UNCHANGED]: "serviceDesk.shipping.failures.unchanged",
  [ErrorCode.ADDRESS_IN_TRANSIT]: "serviceDesk.shipping.refusals.inTransit",
};

function DeliveryFailure({ failure }: { failure: Failure | null }) {
  const { t } = useTranslation("admin");
  const key = failure && FAILURE_KEYS[failure.code];
  if (!key) return <FailureAlert failure={failure} />;
  return (
    <p className="admin-alert" role="alert">
      {t(key)}
    </p>
  );
}

/** Sends the goods elsewhere: the current address to start from, each field checked as the address book checks it. */
export function ChangeAddressForm({ address }: { address: OrderAddress }) {
  const { t } = useTranslation("admin");
  const { fetcher, outcome, busy, invalidFields, failure } = useFormFetcher<typeof CHANGE_ORDER_ADDRESS, unknown>();
  return (
    <fetcher.Form method="post" className="admin-form" noValidate>
      <input type="hidden" name="intent" value={CHANGE_ORDER_ADDRESS} />
      <fieldset>
        <legend>{t("serviceDesk.shipping.address.title")}</legend>
        {ORDER_ADDRESS_FIELDS.map((field) => (
          <Field key={field} look="tool" label={t(`serviceDesk.shipping.fields.${field}`)} error={invalidFields.includes(field) ? t("serviceDesk.shipping.invalid") : null}>
            {(control) => <input {...control} name={field} defaultValue={address[field]} />}
          </Field>
        ))}
      </fieldset>
      <DeliveryFailure failure={failure} />
      <p className="admin-notice" role="status">
        {outcome?.ok ? t("serviceDesk.shipping.address.done") : null}
      </p>
      <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
        {t("serviceDesk.shipping.address.submit")}
      </button>
    </fetcher.Form>
  );
}

/** Records a parcel leaving with some of the order's goods (all of them to start with). */
export function RecordParcelForm({ goodsLines }: { goodsLines: OrderDelivery["goodsLines"] }) {
  const { t } = useTranslation("admin");
  const { fetcher, formRef, outcome, busy, invalidFields, failure } = useFormFetcher<typeof RECORD_SHIPMENT, { packageNo: number }>({ resetOnSuccess: true });
  return (
    <fetcher.Form method="post" className="admin-form" ref={formRef} noValidate>
      <input type="hidden" name="intent" value={RECORD_SHIPMENT} />
      <fieldset aria-invalid={invalidFields.includes("lineNos") || undefined}>
        <legend>{t("serviceDesk.shipping.record.title")}</legend>
        {goodsLines.map((line) => (
          <label key={line.lineNo}>
            <input type="checkbox" name="lineNos" value={line.lineNo} defaultChecked /> {t("serviceDesk.shipping.item", { title: line.title, quantity: line.quantity })}
          </label>
        ))}
        <Field look="tool" label={t("serviceDesk.shipping.carrier")} error={invalidFields.includes("carrier") ? t("serviceDesk.shipping.invalid") : null}>
          {(control) => <input {...control} name="carrier" required maxLength={64} />}
        </Field>
        <Field look="tool" label={t("serviceDesk.shipping.tracking")} error={invalidFields.includes("trackingNumber") ? t("serviceDesk.shipping.invalid") : null}>
          {(control) => <input {...control} name="trackingNumber" required maxLength={64} />}
        </Field>
      </fieldset>
      {invalidFields.includes("lineNos") && (
        <p className="admin-alert" role="alert">
          {t("serviceDesk.shipping.record.chooseLines")}
        </p>
      )}
      <DeliveryFailure failure={failure} />
      <p className="admin-notice" role="status">
        {outcome?.ok ? t("serviceDesk.shipping.record.done", { packageNo: outcome.result.packageNo }) : null}
      </p>
      <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
        {t("serviceDesk.shipping.record.submit")}
      </button>
    </fetcher.Form>
  );
}

/** Marks one parcel delivered. */
export function MarkDeliveredButton({ packageNo }: { packageNo: number }) {
  const { t } = useTranslation("admin");
  const { fetcher, busy, failure } = useFormFetcher<typeof MARK_DELIVERED, unknown>();
  return (
    <fetcher.Form method="post" className="admin-form admin-form--inline">
      <input type="hidden" name="intent" value={MARK_DELIVERED} />
      <input type="hidden" name="packageNo" value={packageNo} />
      <FailureAlert failure={failure} />
      <button type="submit" className="admin-button" disabled={busy} aria-label={t("serviceDesk.shipping.markDeliveredOf", { packageNo })}>
        {t("serviceDesk.shipping.markDelivered")}
      </button>
    </fetcher.Form>
  );
}
