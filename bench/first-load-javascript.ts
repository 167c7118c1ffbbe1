import { chromium, type Request } from "playwright-core";

export interface LoadedScript {
  url: string;
  /** Bytes as they came over the wire (the server compresses them). */
  bytes: number;
}

/** The scripts a page loads on its first load in Chromium, up to the end of hydration, with their compressed sizes. */
export async function firstLoadScripts(url: string): Promise<LoadedScript[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<LoadedScript>[] = [];
    const onFinished = (request: Request) => {
      if (request.resourceType() === "script") scripts.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
    };
    page.on("requestfinished", onFinished);
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
    // What loads later (a lazy component's code) is no longer the first load.
    page.off("requestfinished", onFinished);
    return await Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

/** The line both benchmarks print: the scripts' total against the 150 KB target (docs/decisions/0012). */
export function firstLoadLine(scripts: readonly LoadedScript[]): string {
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  return `${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} scripts   target <= 150 KB`;
}
