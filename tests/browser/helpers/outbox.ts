import { expect, type Page } from "@playwright/test";
import type { TestSite } from "./test-site.js";

export interface OutboxMessage {
  id: number;
  recipient: string;
  body: string;
}

/** The messages the test site has sent, as /dev/outbox lists them. */
export async function outbox(page: Page, site: TestSite): Promise<OutboxMessage[]> {
  // Node resolves no *.localhost names; the outbox is the same on every host.
  const response = await page.request.get(`http://127.0.0.1:${site.port}/dev/outbox?format=json`);
  return (await response.json()) as OutboxMessage[];
}

/** How long a code may take to reach the outbox after the click: far more than it ever takes. */
const DELIVERY_WAIT_MS = 30_000;

/**
 * Sends a code with `send` and reads it from /dev/outbox, as a developer would there: the first message
 * with a code to the recipient that arrived after the click. When none comes, the failure says what the page showed
 * (an error in the dialog, a dialog never opened) and what the outbox held, instead of waiting out the test.
 */
export async function codeSentBy(page: Page, site: TestSite, recipient: string, send: () => Promise<void>): Promise<string> {
  const seen = Math.max(0, ...(await outbox(page, site)).map((message) => message.id));
  await send();
  let code: string | undefined;
  try {
    await expect(async () => {
      // Another message to the recipient may come first (an order's confirmation, sent after a purchase the test made).
      const newer = (await outbox(page, site)).filter((candidate) => candidate.id > seen && candidate.recipient === recipient);
      code = newer.map((message) => message.body.match(/\b(\d{6})\b/)?.[1]).find((found) => found !== undefined);
      expect(code).toBeDefined();
    }).toPass({ timeout: DELIVERY_WAIT_MS });
  } catch {
    const shown = await page.locator("[role=dialog], [role=alert]").allInnerTexts();
    const newer = (await outbox(page, site)).filter((message) => message.id > seen).map((message) => message.recipient);
    throw new Error(
      `no code reached ${recipient} within ${DELIVERY_WAIT_MS / 1000} s of the click on ${page.url()}; ` +
        `the page showed ${JSON.stringify(shown)}; newer messages went to ${JSON.stringify(newer)}`,
    );
  }
  return code!;
}
