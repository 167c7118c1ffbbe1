import { useTranslation } from "react-i18next";
import type { CartLine } from "../../../schemas/api/calls/cart.js";
import { quantityStep } from "./cart-rules.js";

interface Props {
  line: Pick<CartLine, "quantity" | "minQuantity" | "maxQuantity">;
  /** What the line is, for the buttons' names. */
  title: string;
  disabled: boolean;
  onChange(quantity: number): void;
}

/** The quantity of a cart line between its bounds (SPEC §5); a seat's bounds are 1 to 1, so both buttons stay off. */
export function QuantityStepper({ line, title, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const down = quantityStep(line, "down");
  const up = quantityStep(line, "up");
  return (
    <div className="cart-stepper" role="group" aria-label={t("cart.quantity.of", { title })}>
      <button
        type="button"
        className="cart-stepper__button"
        aria-label={t("cart.quantity.decrease", { title })}
        disabled={disabled || down === null}
        onClick={() => down !== null && onChange(down)}
      >
        −
      </button>
      <output className="cart-stepper__value" aria-label={t("cart.quantity.label")}>
        {line.quantity}
      </output>
      <button
        type="button"
        className="cart-stepper__button"
        aria-label={t("cart.quantity.increase", { title })}
        disabled={disabled || up === null}
        onClick={() => up !== null && onChange(up)}
      >
        +
      </button>
    </div>
  );
}
