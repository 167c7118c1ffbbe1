import { existsSync, statSync } from "node:fs";
import { chromium, type Request } from "playwright-core";
import { projectPath } from "../server/paths.js";

export interface LoadedScript {
  url: string;
  /** Bytes as they came over the wire (brotli: Chromium accepts it). */
  bytes: number;
  /** Bytes of the build's gzip copy, which a browser without brotli gets (scripts/precompress-client.mjs). */
  gzipBytes: number;
}

function gzipSize(url: string): number {
  const file = projectPath(`build/client${new URL(url).pathname}`);
  return statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
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
      if (request.resourceType() === "script") scripts.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize, gzipBytes: gzipSize(request.url()) })));
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

/** The line both benchmarks print: the scripts' total against the 150 KB gzipped target (docs/decisions/0012). */
export function firstLoadLine(scripts: readonly LoadedScript[]): string {
  const kilobytes = (size: (script: LoadedScript) => number) => (scripts.reduce((sum, script) => sum + size(script), 0) / 1024).toFixed(1);
  return `${kilobytes((script) => script.gzipBytes)} KB gzipped (${kilobytes((script) => script.bytes)} KB as sent, brotli) in ${scripts.length} scripts   target <= 150 KB gzipped`;
}
