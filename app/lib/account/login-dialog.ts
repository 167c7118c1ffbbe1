import { create } from "zustand";

/** The login dialog's modes (SPEC §2 Login dialog): isTop 3 signs in, isTop 2 signs up. */
export const LoginMode = { signIn: 3, signUp: 2 } as const;
export type LoginModeValue = (typeof LoginMode)[keyof typeof LoginMode];

/** What the page wanted when it asked for a login; acted on after it (SPEC §4 After login). */
export type TriggerSource = "BUY_BOOK" | "REGISTRATION_COURSE" | "FOLLOW_COURSE";

export interface LoginRequest {
  mode?: LoginModeValue;
  /** An appointment asked for the login: the title differs, and the diagnosis dialog opens after it. */
  appointment?: boolean;
  triggerSource?: TriggerSource;
  /** Where to go after signing in; only a path on this site is followed. */
  successUrl?: string;
}

interface LoginDialogState {
  open: boolean;
  request: LoginRequest;
  openLogin(request?: LoginRequest): void;
  close(): void;
}

/** Any part of the page opens the one login dialog the shell mounts. */
export const useLoginDialog = create<LoginDialogState>((set) => ({
  open: false,
  request: {},
  openLogin: (request = {}) => set({ open: true, request }),
  close: () => set({ open: false }),
}));
