import { LOCALES, type Locale } from "../../schemas/site.js";
import { Field } from "../../ui/Field.js";

/** A desk form's site filter (`site`): every site's locale, or all of them. */
export function SiteField({ label, allLabel, locale }: { label: string; allLabel: string; locale: Locale | undefined }) {
  return (
    <Field look="tool" label={label}>
      {(control) => (
        <select {...control} name="site" defaultValue={locale ?? ""}>
          <option value="">{allLabel}</option>
          {LOCALES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
