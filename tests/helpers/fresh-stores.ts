import type { StoreApi } from "zustand";

const made = new Set<StoreApi<unknown>>();

/** Keeps a store the app's code made (shared-page-setup.ts makes zustand's `create` call this). */
export function remember<Store extends StoreApi<unknown>>(store: Store): Store {
  made.add(store);
  return store;
}

/** Puts every store made so far back to its first state. */
export function resetStores(): void {
  for (const store of made) store.setState(store.getInitialState(), true);
}
