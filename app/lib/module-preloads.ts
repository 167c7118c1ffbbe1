const MODULE_PRELOAD = '<link rel="modulepreload" ';

/**
 * The page's module preloads at low priority (Remix's <Scripts> gives them no attributes but crossOrigin):
 * still fetched at once, but after the stylesheet and images the first screen shows, which a phone on a
 * slow network needs first. Lighthouse counts high-priority scripts towards the first paint (decision 0012).
 */
export function withScriptsAfterContent(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const text = html.toString("utf8");
  return text.includes(MODULE_PRELOAD) ? Buffer.from(text.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD}fetchpriority="low" `)) : html;
}
