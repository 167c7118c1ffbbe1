import { useTranslation } from "react-i18next";
import { countryName } from "../../rules/regional/country-names.js";
import type { PhoneAreaCode } from "../../schemas/site.js";

interface Props {
  areaCodes: readonly PhoneAreaCode[];
  /** The chosen area code's countryCode (+1 is both US and CA). */
  value: string;
  onChange(countryCode: string): void;
  /** Its accessible name: it stands beside the number input, under that input's label. */
  label: string;
  className: string;
  name?: string;
}

/**
 * The area-code select in front of a phone number input: "Singapore +65" for each of the site's area codes,
 * the country named in the page's language.
 */
export function AreaCodeSelect({ areaCodes, value, onChange, label, className, name }: Props) {
  const { i18n } = useTranslation();
  return (
    <select className={className} name={name} aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      {areaCodes.map((area) => (
        <option key={area.countryCode} value={area.countryCode}>
          {`${countryName(area.countryCode, i18n.language, area.countryName)} ${area.value}`}
        </option>
      ))}
    </select>
  );
}
