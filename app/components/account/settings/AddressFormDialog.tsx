import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ACCOUNT_LIMITS } from "../../../../schemas/account-values.js";
import type { Address } from "../../../../schemas/api/calls/addresses.js";
import { areaCodeChange, CONTACT_ERROR_KEYS } from "../../../../ui/contact/contact-validation.js";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { AreaCodeSelect } from "../../../../ui/contact/AreaCodeSelect.js";
import {
  ADDRESS_MAX_LENGTHS,
  ADDRESS_USES,
  addressFormFields,
  addressRequest,
  initialAddressValues,
  isRequiredAddressField,
  validateAddressField,
  validateAddressForm,
  type AddressErrorCode,
  type AddressField,
  type AddressFormErrors,
  type AddressFormValues,
} from "../../../lib/account/address-rules.js";
import { Dialog } from "../../../../ui/Dialog.js";
import { DialogActions } from "../../../../ui/DialogActions.js";
import { useShell } from "../../shell/use-shell.js";
import { Field, type FieldControl } from "../../../../ui/Field.js";
import { dialogCallFailure } from "../bind/failure-message.js";

interface Props {
  /** The student whose book gets a new address, or the address being edited. */
  target: { uid: string } | { address: Address };
  onClose(): void;
  onSaved(): void;
}

const AUTOCOMPLETE: Partial<Record<AddressField, string>> = {
  name: "name",
  phone: "tel-national",
  address1: "address-line1",
  address2: "address-line2",
  city: "address-level2",
  suburb: "address-level3",
  state: "address-level1",
  postcode: "postal-code",
  country: "country-name",
};

/** Adds or edits an address (SPEC §3 Address) in a dialog; the server's message shows when it refuses. */
export function AddressFormDialog({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const { site } = useShell();
  const areaCodes = site.phoneAreaCodes;
  const editing = "address" in target ? target.address : undefined;
  const fields = addressFormFields(site.locale);
  const [values, setValues] = useState<AddressFormValues>(() => initialAddressValues(editing, areaCodes, site.countryCode));
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<AddressField, HTMLInputElement | null>>>({});

  const errorText = (code: AddressErrorCode, field: AddressField) =>
    code === "invalidName"
      ? t("settings.address.invalidName")
      : t(CONTACT_ERROR_KEYS[code], { max: field === "phone" ? undefined : ADDRESS_MAX_LENGTHS[field] });

  const recheck = (field: AddressField, next: AddressFormValues) =>
    setErrors((current) => ({ ...current, [field]: validateAddressField(field, next, areaCodes) }));

  const change = (patch: Partial<AddressFormValues>, field?: AddressField) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (field && errors[field]) recheck(field, next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateAddressForm(fields, values, areaCodes);
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) return inputs.current[first]?.focus();
    setBusy(true);
    setFailure(undefined);
    const body = addressRequest(values, areaCodes, site.locale);
    try {
      if (editing) await api.call("updateAddress", { ...body, id: editing.id }, call);
      else await api.call("addAddress", { ...body, uid: (target as { uid: string }).uid }, call);
      onSaved();
    } catch (error) {
      setBusy(false);
      setFailure(dialogCallFailure(error, t("settings.failed"), onClose));
    }
  };

  const input = (field: AddressField, control: FieldControl) => (
    <input
      {...control}
      name={field}
      className="form__input"
      type={field === "phone" ? "tel" : "text"}
      inputMode={field === "phone" ? "tel" : undefined}
      autoComplete={AUTOCOMPLETE[field]}
      maxLength={field === "phone" ? ACCOUNT_LIMITS.phoneMaxLength : ADDRESS_MAX_LENGTHS[field]}
      value={values[field]}
      aria-required={isRequiredAddressField(field) || undefined}
      ref={(element) => {
        inputs.current[field] = element;
      }}
      onBlur={() => recheck(field, values)}
      onChange={(event) => change({ [field]: event.target.value }, field)}
    />
  );

  return (
    <Dialog open width={512} title={t(editing ? "settings.address.editTitle" : "settings.address.addTitle")} onClose={onClose}>
      <form className="account-form address-form" noValidate aria-busy={busy || undefined} onSubmit={onSubmit}>
        {fields.map((field) => (
          <Field
            key={field}
            label={t(`settings.address.fields.${field}`)}
            optional={isRequiredAddressField(field) ? undefined : t("settings.optional")}
            error={errors[field] && errorText(errors[field], field)}
          >
            {(control) =>
              field === "phone" ? (
              <div className="account-form__phone">
                <AreaCodeSelect
                  className="form__input"
                  name="countryCallingCode"
                  label={t("settings.areaCode")}
                  areaCodes={areaCodes}
                  value={values.areaCode}
                  onChange={areaCodeChange(values, Boolean(errors.phone), { setValues, recheckPhone: (next) => recheck("phone", next) })}
                />
                {input(field, control)}
              </div>
            ) : (
              input(field, control)
            )}
          </Field>
        ))}
        <fieldset className="account-form__choices">
          <legend className="account-form__label">{t("settings.address.use")}</legend>
          {ADDRESS_USES.map((use) => (
            <label key={use} className="account-form__choice">
              <input type="radio" name="use" value={use} checked={values.use === use} onChange={() => change({ use })} />
              {t(`settings.address.uses.${use}`)}
            </label>
          ))}
        </fieldset>
        <label className="account-form__choice">
          <input type="checkbox" name="isDefault" checked={values.isDefault} onChange={(event) => change({ isDefault: event.target.checked })} />
          {t("settings.address.setAsDefault")}
        </label>
        <DialogActions
          failure={failure}
          cancelLabel={t("settings.cancel")}
          onCancel={onClose}
          confirmLabel={t(busy ? "settings.saving" : "settings.save")}
          confirmDisabled={busy}
        />
      </form>
    </Dialog>
  );
}
