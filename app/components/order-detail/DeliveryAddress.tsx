import type { OrderAddress } from "../../../schemas/commerce.js";
import { useShell } from "../shell/use-shell.js";
import { addressLines } from "./order-detail-rules.js";

/** Where an order's goods go, one line each as the site writes an address. */
export function DeliveryAddress({ address }: { address: Omit<OrderAddress, "delivery"> }) {
  const { site } = useShell();
  return (
    <address className="order-detail__address">
      {addressLines(address, site.locale).map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}
