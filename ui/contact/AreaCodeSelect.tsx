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

/** The area-code select in front of a phone number input: "Singapore +65" for each of the site's area codes. */
export function AreaCodeSelect({ areaCodes, value, onChange, label, className, name }: Props) {
  return (
    <select className={className} name={name} aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      {areaCodes.map((area) => (
        <option key={area.countryCode} value={area.countryCode}>
          {`${area.countryName} ${area.value}`}
        </option>
      ))}
    </select>
  );
}
