import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/errors.js";
import type { ViewProps } from "../define.js";
import { useSiteApi } from "../../api/site-api-context.js";
import { AreaCodeSelect } from "../../ui/contact/AreaCodeSelect.js";
import { areaCodeChange, CONTACT_LIMITS, contactErrorText } from "../../ui/contact/contact-validation.js";
import {
  buildLeadRequest,
  hasErrors,
  initialLeadValues,
  leadFormFields,
  REQUIRED_FIELDS,
  validateLeadField,
  validateLeadForm,
  type LeadField,
  type LeadFormErrors,
  type LeadFormResolved,
  type LeadFormValues,
} from "./lead-form-rules.js";
import type { LeadFormData } from "./schema.js";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "done" } | { kind: "failed"; message: string };

/** The id navigation links (conversionType lead) scroll to. */
export const leadFormElementId = (leadComponentId: number) => `lead-form-${leadComponentId}`;

/**
 * Type 69: collects a sales lead (name, then the module's fields), validates on blur and on submit with the
 * shared contact rules, and sends it with the signed submitLeads call.
 */
export default function LeadForm({ data, resolved, environment }: ViewProps<LeadFormData, LeadFormResolved | undefined>) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const baseId = useId();
  const areaCodes = environment.site.phoneAreaCodes;
  const grades = resolved?.grades;
  const shown = leadFormFields(data.fields, grades);
  const [values, setValues] = useState<LeadFormValues>(() => initialLeadValues(areaCodes, environment.site.countryCode));
  const [errors, setErrors] = useState<LeadFormErrors>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const inputs = useRef<Partial<Record<LeadField, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});
  const sending = status.kind === "sending";
  const elementId = leadFormElementId(data.leadComponentId);

  const recheck = (field: LeadField, next: LeadFormValues) =>
    setErrors((current) => ({ ...current, [field]: validateLeadField(field, next, areaCodes) }));

  /** Typing fixes a shown error as soon as the value is right; new errors wait for blur or submit. */
  const change = (field: LeadField, patch: Partial<LeadFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (errors[field]) recheck(field, next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validateLeadForm(shown, values, areaCodes);
    setErrors(found);
    if (hasErrors(found)) {
      const first = shown.find((field) => found[field]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setStatus({ kind: "sending" });
    try {
      await api.call(
        "submitLeads",
        buildLeadRequest(shown, values, areaCodes, data.leadComponentId, environment.path),
        call,
      );
      setStatus({ kind: "done" });
    } catch (failure) {
      const message =
        isApiError(failure) && !failure.isNetworkError && failure.message
          ? failure.message
          : t("components.leadForm.submitFailed");
      setStatus({ kind: "failed", message });
    }
  };

  const idOf = (field: LeadField) => `${baseId}-${field}`;
  const errorIdOf = (field: LeadField) => `${baseId}-${field}-error`;
  /** What every input shares: id, validity for assistive technology, blur validation, focus target. */
  const fieldProps = (field: LeadField) => ({
    id: idOf(field),
    name: field,
    "aria-required": REQUIRED_FIELDS[field] || undefined,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? errorIdOf(field) : undefined,
    onBlur: () => recheck(field, values),
    ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
      inputs.current[field] = element;
    },
  });

  const row = (field: LeadField, labelKey: string, control: ReactNode) => (
    <div className={`lead-form__field lead-form__field--${field}`} key={field}>
      <label className="lead-form__label" htmlFor={idOf(field)}>
        {t(labelKey)}
        {!REQUIRED_FIELDS[field] && <span className="lead-form__optional"> {t("components.leadForm.optional")}</span>}
      </label>
      {control}
      {errors[field] && (
        <p className="lead-form__error" id={errorIdOf(field)}>
          {contactErrorText(t, errors[field])}
        </p>
      )}
    </div>
  );

  const controls: Record<LeadField, () => ReactNode> = {
    name: () =>
      row(
        "name",
        "components.leadForm.name",
        <input
          {...fieldProps("name")}
          className="lead-form__input"
          type="text"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          value={values.name}
          onChange={(event) => change("name", { name: event.target.value })}
        />,
      ),
    phone: () =>
      row(
        "phone",
        "components.leadForm.phone",
        <div className="lead-form__phone">
          <AreaCodeSelect
            className="lead-form__select lead-form__area-code"
            name="countryCallingCode"
            label={t("components.leadForm.areaCode")}
            areaCodes={areaCodes}
            value={values.areaCode}
            onChange={areaCodeChange(values, Boolean(errors.phone), { setValues, recheckPhone: (next) => recheck("phone", next) })}
          />
          <input
            {...fieldProps("phone")}
            className="lead-form__input"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={CONTACT_LIMITS.phone}
            value={values.phone}
            onChange={(event) => change("phone", { phone: event.target.value })}
          />
        </div>,
      ),
    email: () =>
      row(
        "email",
        "components.leadForm.email",
        <input
          {...fieldProps("email")}
          className="lead-form__input"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          value={values.email}
          onChange={(event) => change("email", { email: event.target.value })}
        />,
      ),
    grade: () =>
      row(
        "grade",
        "components.leadForm.grade",
        <select
          {...fieldProps("grade")}
          name="gradeId"
          className="lead-form__select"
          value={values.gradeId}
          onChange={(event) => change("grade", { gradeId: event.target.value })}
        >
          <option value="">{t("components.leadForm.gradePlaceholder")}</option>
          {(grades ?? []).map((grade) => (
            <option key={grade.id} value={String(grade.id)}>
              {grade.name}
            </option>
          ))}
        </select>,
      ),
    message: () =>
      row(
        "message",
        "components.leadForm.message",
        <textarea
          {...fieldProps("message")}
          className="lead-form__textarea"
          rows={4}
          maxLength={CONTACT_LIMITS.message}
          value={values.message}
          onChange={(event) => change("message", { message: event.target.value })}
        />,
      ),
  };

  const done = status.kind === "done";
  return (
    <section className="lead-form" aria-labelledby={`${baseId}-title`}>
      <h2 className="lead-form__title" id={`${baseId}-title`}>
        {data.title}
      </h2>
      {data.subtitle && <p className="lead-form__subtitle">{data.subtitle}</p>}
      {!done && (
        <form
          className="lead-form__form"
          id={elementId}
          noValidate
          aria-labelledby={`${baseId}-title`}
          aria-busy={sending || undefined}
          onSubmit={onSubmit}
        >
          {shown.map((field) => controls[field]())}
          <button className="button button--primary lead-form__submit" type="submit" disabled={sending}>
            {sending ? t("components.leadForm.sending") : data.submitLabel}
          </button>
          {status.kind === "failed" && (
            <p className="lead-form__failure" role="alert">
              {status.message}
            </p>
          )}
        </form>
      )}
      <div className="lead-form__status" role="status" id={done ? elementId : undefined}>
        {done && data.successMessage}
      </div>
    </section>
  );
}
