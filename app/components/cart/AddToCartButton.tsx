import { useTranslation } from "react-i18next";
import type { CartType } from "../../../schemas/commerce.js";
import { EnrolDialogs } from "../catalogue/detail/EnrolDialogs.js";
import { useAddToCart, type CartLoginTrigger } from "./use-add-to-cart.js";

interface Props {
  skuId: string;
  /** The family's student whose cart it goes in; null for a visitor (who is asked to log in). */
  studentId: string | null;
  /** The product cannot be added now (e.g. a full or ended class). */
  disabled?: boolean;
  /** SPEC §3 cart-type codes: 1 normal (the default), 2 unpaid, 3 new group buy, 4 join group buy. */
  cartType?: CartType;
  loginTrigger?: CartLoginTrigger;
  /** The page's main action (a product page's), or one beside it (next to a class's enrol button). */
  primary?: boolean;
}

/** The add-to-cart button with what it says after a press: added, the server's reason, or the sign-up check's dialog. */
export function AddToCartButton({ skuId, studentId, disabled = false, cartType, loginTrigger, primary = false }: Props) {
  const { t } = useTranslation();
  const { add, busy, failure, added, step, closeStep } = useAddToCart({ skuId, studentId, cartType, loginTrigger });
  return (
    <div className="add-to-cart">
      <button type="button" className={`button${primary ? " button--primary" : ""} add-to-cart__button`} disabled={disabled || busy} aria-busy={busy} onClick={() => void add()}>
        {busy ? t("addToCart.adding") : t("addToCart.button")}
      </button>
      <p className="add-to-cart__added" role="status">
        {added}
      </p>
      {failure && (
        <p className="add-to-cart__failure" role="alert">
          {failure}
        </p>
      )}
      {/* A reminder's Continue leads nowhere further: the cart already refused the product. */}
      <EnrolDialogs step={step} studentId={studentId} onClose={closeStep} onContinue={closeStep} onRecheck={() => void add()} />
    </div>
  );
}
