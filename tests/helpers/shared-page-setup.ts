import { cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
import type * as Zustand from "zustand";
import { resetStores } from "./fresh-stores.js";

// The component files of the project `unit-dom` share their modules (vitest.config.ts), and vitest runs this before
// each of them: each starts as it would in a fresh process. testing-library made `screen` for the page it found
// when it loaded, and a worker's next batch of files gets a new page; the app's zustand stores are made once.
vi.mock("zustand", async (importOriginal) => {
  const zustand = await importOriginal<typeof Zustand>();
  const { remember } = await import("./fresh-stores.js");
  const made = (initializer: Zustand.StateCreator<unknown>) => remember(zustand.create(initializer));
  // create(initializer), and create<State>()(initializer) as the curried form is written
  const create = (initializer?: Zustand.StateCreator<unknown>) => (initializer ? made(initializer) : made);
  return { ...zustand, create };
});

Object.assign(screen, within(document.body));
resetStores();
localStorage.clear();
sessionStorage.clear();
afterEach(cleanup);
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
