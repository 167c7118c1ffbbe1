import type { MetaFunction } from "@remix-run/node";
import { OfferDetailsDialog } from "../components/cart/OfferDetailsDialog.js";

/** /shopping-cart/OfferDetails: what the family's coupons save on the ticked lines. */
export const meta: MetaFunction = ({ matches }) => matches.find((match) => match.id === "routes/shopping-cart")?.meta ?? [];

export default function OfferDetailsPage() {
  return <OfferDetailsDialog />;
}
