import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ACCOUNT_LIMITS } from "../../../schemas/account-values.js";
import { AreaCodeSelect } from "../../../ui/contact/AreaCodeSelect.js";
import { areaCodeChange, CONTACT_ERROR_KEYS, CONTACT_LIMITS } from "../../../ui/contact/contact-validation.js";
import { Field } from "../../../ui/Field.js";
import { useShell } from "../shell/use-shell.js";
import {
  CONTACT_FIELDS,
  CONTACT_NAME_MAX,
  validateContact,
  validateContactField,
  type BookingContactError,
  type BookingContactErrors,
  type BookingContactField,
  type BookingContactValues,
} from "./booking-contact.js";
import { StepButtons } from "./StepButtons.js";

interface Props {
  contact: BookingContactValues;
  onSubmit(values: BookingContactValues): void;
  onBack(): void;
}

const AUTOCOMPLETE: Record<BookingContactField, string> = { name: "name", phone: "tel-national", email: "email" };

/** Step 3: who the assessment team gets in touch with: a name, and a phone with its calling code or an e-mail. */
export function ContactStep({ contact, onSubmit, onBack }: Props) {
  const { t } = useTranslation();
  const { site } = useShell();
  const areaCodes = site.phoneAreaCodes;
  const [values, setValues] = useState(contact);
  const [errors, setErrors] = useState<BookingContactErrors>({});
  const inputs = useRef<Partial<Record<BookingContactField, HTMLInputElement | null>>>({});

  const errorText = (error: BookingContactError | undefined) =>
    error && (error.code === "phoneOrEmail" ? t("placement.contact.phoneOrEmail") : t(CONTACT_ERROR_KEYS[error.code], { max: error.max }));

  const recheck = (field: BookingContactField, next: BookingContactValues) => setErrors((shown) => ({ ...shown, [field]: validateContactField(field, next, areaCodes) }));

  const change = (field: BookingContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) recheck(field, next);
    // Either one fills the need for the other.
    if (field !== "name" && errors.phone?.code === "phoneOrEmail") recheck("phone", next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values, areaCodes);
    setErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
    else onSubmit(values);
  };

  const input = (field: BookingContactField, control: object, extra: { type: string; inputMode?: "tel" | "email"; maxLength: number }) => (
    <input
      {...control}
      {...extra}
      name={field}
      className="form__input"
      autoComplete={AUTOCOMPLETE[field]}
      value={values[field]}
      aria-required={field === "name" || undefined}
      ref={(element) => {
        inputs.current[field] = element;
      }}
      onBlur={() => recheck(field, values)}
      onChange={(event) => change(field, event.target.value)}
    />
  );

  return (
    <form className="placement__form account-form" noValidate onSubmit={submit}>
      <p className="placement__hint">{t("placement.contact.intro")}</p>
      <Field label={t("placement.contact.name")} error={errorText(errors.name)}>
        {(control) => input("name", control, { type: "text", maxLength: CONTACT_NAME_MAX })}
      </Field>
      <Field label={t("placement.contact.phone")} optional={t("placement.contact.either")} error={errorText(errors.phone)}>
        {(control) => (
          <div className="account-form__phone">
            <AreaCodeSelect
              className="form__input"
              name="countryCallingCode"
              label={t("placement.contact.areaCode")}
              areaCodes={areaCodes}
              value={values.areaCode}
              onChange={areaCodeChange(values, Boolean(errors.phone), { setValues, recheckPhone: (next) => recheck("phone", next) })}
            />
            {input("phone", control, { type: "tel", inputMode: "tel", maxLength: ACCOUNT_LIMITS.phoneMaxLength })}
          </div>
        )}
      </Field>
      <Field label={t("placement.contact.email")} optional={t("placement.contact.either")} error={errorText(errors.email)}>
        {(control) => input("email", control, { type: "email", inputMode: "email", maxLength: CONTACT_LIMITS.email })}
      </Field>
      <StepButtons busy={false} next={t("placement.actions.next")} onBack={onBack} />
    </form>
  );
}
