import { create } from "zustand";

interface CartBadgeState {
  /** How many cart changes this page has seen: the header asks for the count again when it moves. */
  changes: number;
  changed(): void;
}

/** The header's cart badge follows every change made on the page: adding, removing and new quantities. */
export const useCartBadge = create<CartBadgeState>((set) => ({
  changes: 0,
  changed: () => set((state) => ({ changes: state.changes + 1 })),
}));

/** Tells the header that the cart changed, so its badge shows the server's new count. */
export function cartChanged(): void {
  useCartBadge.getState().changed();
}
