import type { InputHTMLAttributes } from "react";
import type { PhoneAreaCode } from "../../schemas/site.js";
import type { FieldControl } from "../Field.js";
import { AreaCodeSelect } from "./AreaCodeSelect.js";
import { contactMaxLength } from "./contact-validation.js";

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "inputMode" | "maxLength">;

interface Props extends InputAttributes {
  /** What the field gives its control (ui/Field.tsx). */
  control: FieldControl;
  /** Which of the two the input is (or is to be): a phone gets the area-code select in front. */
  kind: "phone" | "email";
  value: string;
  onChange(value: string): void;
  areaCodes: readonly PhoneAreaCode[];
  /** The chosen area code's countryCode. */
  areaCode: string;
  onAreaCodeChange(countryCode: string): void;
  areaCodeLabel: string;
  /** The area-code select's form name, where a form posts it. */
  areaCodeName?: string;
  /** The row around select and input; `--phone` is added to it while the select shows. */
  rowClassName: string;
}

/**
 * A phone-or-e-mail input (SPEC §5): the area-code select shows in front of a phone, the input's type,
 * keyboard and length limit (16 for a phone, 45 for an e-mail) follow what it holds.
 */
export function PhoneOrEmailInput({
  control,
  kind,
  value,
  onChange,
  areaCodes,
  areaCode,
  onAreaCodeChange,
  areaCodeLabel,
  areaCodeName,
  rowClassName,
  className = "form__input",
  // Text by default: where the input tells phone from e-mail by what is typed, its type cannot follow.
  type = "text",
  ...input
}: Props) {
  const phone = kind === "phone";
  return (
    <div className={phone ? `${rowClassName} ${rowClassName}--phone` : rowClassName}>
      {phone && (
        <AreaCodeSelect
          className="form__input"
          name={areaCodeName}
          label={areaCodeLabel}
          areaCodes={areaCodes}
          value={areaCode}
          onChange={onAreaCodeChange}
        />
      )}
      <input
        {...input}
        {...control}
        className={className}
        type={type}
        inputMode={phone ? "tel" : "email"}
        maxLength={contactMaxLength(kind)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
