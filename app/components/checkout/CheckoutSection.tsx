import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  /** Names the section: `checkout.{name}.title` is its heading, `checkout-{name}-title` the heading's id. */
  name: "student" | "items" | "registration" | "shipping" | "coupons" | "payment" | "summary";
  className?: string;
  busy?: boolean;
  children: ReactNode;
}

/** One part of the checkout, a region named by its heading. */
export function CheckoutSection({ name, className, busy, children }: Props) {
  const { t } = useTranslation();
  return (
    <section className={`checkout-section${className ? ` ${className}` : ""}`} aria-labelledby={`checkout-${name}-title`} aria-busy={busy}>
      <h2 id={`checkout-${name}-title`} className="checkout-section__title">
        {t(`checkout.${name}.title`)}
      </h2>
      {children}
    </section>
  );
}
