import type { Page } from "@playwright/test";

/**
 * Waits until Remix has hydrated the page. A click before that reaches a server-rendered button with no
 * handler yet and does nothing, which on a loaded machine made tests wait for a dialog that never opened.
 */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined, undefined, {
    timeout,
  });
}

/** Opens a page and waits until it answers clicks. */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}
