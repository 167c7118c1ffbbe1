import { create } from "zustand";

interface SessionExpiredState {
  expired: boolean;
  expire(): void;
  dismiss(): void;
}

/** Set when a browser call answers code 9 (SPEC §8): the shell then says so and offers to log in again. */
export const useSessionExpired = create<SessionExpiredState>((set) => ({
  expired: false,
  expire: () => set({ expired: true }),
  dismiss: () => set({ expired: false }),
}));
