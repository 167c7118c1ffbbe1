import { create } from "zustand";

/** The bind e-mail dialog (512 px, scene 2) or the bind phone-or-e-mail dialog (480 px, scene 3). */
export type BindDialogKind = "email" | "contact";

export interface BindRequest {
  /** Runs once the contact is bound, e.g. to go on with a sign-up check that asked for it. */
  onBound?: () => void;
}

interface BindDialogState {
  open: BindDialogKind | null;
  request: BindRequest;
  openBindEmail(request?: BindRequest): void;
  openBindContact(request?: BindRequest): void;
  close(): void;
}

/** Any screen opens the bind dialogs (SPEC §4 sign-up eligibility 4 and 5, unpaid check 1 and 2) through this store. */
export const useBindDialog = create<BindDialogState>((set) => ({
  open: null,
  request: {},
  openBindEmail: (request = {}) => set({ open: "email", request }),
  openBindContact: (request = {}) => set({ open: "contact", request }),
  close: () => set({ open: null, request: {} }),
}));
