import type { Student } from "../../../schemas/api/calls/accounts.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";

/** A student's cart as queryCartList answers it: the lines, and the selected lines' count and total from the server. */
export type Cart = ResponseOf<"queryCartList">;

/** What /shopping-cart shows a signed-in parent. */
export interface ShoppingCartView {
  /** Whose cart it is. */
  studentId: string;
  /** The student the page's link names (query studentId); null for the signed-in student's own cart. */
  linkedStudentId: string | null;
  /** The family's students, whose carts the page switches between. */
  students: Student[];
  /** The school names students "last first". */
  easternNameOrder: boolean;
  cart: Cart;
}

/** What the cart page gives its dialog routes (Remix outlet context). */
export interface CartDialogContext {
  studentId: string;
  linkedStudentId: string | null;
  /** The cart as the page shows it now. */
  cart: Cart;
  /** Asks the server for the cart again and shows it (a failure is said on the cart page). */
  reload(): Promise<void>;
}
