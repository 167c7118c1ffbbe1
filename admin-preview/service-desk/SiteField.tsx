import { LOCALES, type Locale } from "../../schemas/site.js";
import { Field } from "../../ui/Field.js";

/** The site a list's `?site=` asks for; anything that is no site's locale lists every site. */
export const siteFilterOf = (param: string | null): Locale | undefined => LOCALES.find((locale) => locale === param);

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
