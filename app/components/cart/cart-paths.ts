import { SCREENS } from "../../../rules/screens.js";

/** The cart's dialogs, addressable so that the browser's back button closes them (SPEC §2). */
export const CART_DIALOGS = { confirmDelete: "ConfirmDelDialog", offerDetails: "OfferDetails" } as const;
export type CartDialog = (typeof CART_DIALOGS)[keyof typeof CART_DIALOGS];

/** What the cart's links to its dialogs carry, so that closing one goes back instead of adding a page. */
export const OPENED_FROM_CART = { openedFromCart: true } as const;

function withQuery(path: string, query: Record<string, string | null>): string {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== null);
  // A comma needs no escape in a query: "ids=1,2" reads as written.
  return entries.length > 0 ? `${path}?${new URLSearchParams(entries).toString().replaceAll("%2C", ",")}` : path;
}

/** The cart of the family's student a link names, or (null) the signed-in student's. */
export function cartPath(linkedStudentId: string | null): string {
  return withQuery(SCREENS.shoppingCart, { studentId: linkedStudentId });
}

/** /shopping-cart/ConfirmDelDialog?ids=1,2 and /shopping-cart/OfferDetails, for the same student as the cart. */
export function cartDialogPath(dialog: CartDialog, linkedStudentId: string | null, ids?: readonly number[]): string {
  return withQuery(`${SCREENS.shoppingCart}/${dialog}`, { studentId: linkedStudentId, ids: ids ? ids.join(",") : null });
}

/** The same student's cart in both addresses: moving between them needs no new cart from the server. */
export function sameCartPage(from: URL, to: URL): boolean {
  const inCart = (url: URL) => url.pathname === SCREENS.shoppingCart || url.pathname.startsWith(`${SCREENS.shoppingCart}/`);
  return inCart(from) && inCart(to) && from.searchParams.get("studentId") === to.searchParams.get("studentId");
}
