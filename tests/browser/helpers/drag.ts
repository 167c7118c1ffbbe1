import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Drags `dragged` by its `handle` with the mouse in small steps (dnd-kit follows pointer moves, not a jump) until
 * it lies over `target`, both in the window from the start (the mouse does not reach outside it).
 */
export async function dragOver(page: Page, handle: Locator, dragged: Locator, target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await expect(handle).toBeInViewport();
  const grip = (await handle.boundingBox())!;
  const from = (await dragged.boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = grip.x + grip.width / 2;
  const y = grip.y + grip.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y - 10, { steps: 4 });
  await page.mouse.move(x, y + (to.y - from.y) - 10, { steps: 20 });
  await page.mouse.up();
}

/**
 * dnd-kit's keyboard sensor starts listening for arrow keys from a timer set when Space picks an item up, and a busy
 * Chromium runs key presses before timers: this waits for a timer set after it, so the next key reaches the sensor.
 */
export async function keyboardSensorListening(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
