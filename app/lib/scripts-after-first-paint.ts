/**
 * The page's code loads after its first paint (decision 0012). Remix's <Scripts> preloads every module and
 * starts them with one inline module script, so on a fast connection the browser fetched, evaluated and
 * hydrated before painting anything, and a phone on a slow network shared its bandwidth between the scripts
 * and the pictures of its first screen. Here the preloads and that module script stay where Remix put them
 * (hydration finds the elements it rendered) but inert; a small inline script turns them on once the first
 * frame is painted, and takes itself out of the document before hydration.
 */
const MODULE_PRELOAD = '<link rel="modulepreload" ';
const INERT_PRELOAD_REL = "modulepreload-after-paint";
const INERT_PRELOAD = `<link rel="${INERT_PRELOAD_REL}" `;
const REMIX_MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">/;
const INERT_SCRIPT_TYPE = "module-after-paint";

/**
 * Run at parse time: after the next frame (a hidden page paints none, so it starts at once), each inert
 * preload becomes a preload again and the inert module script is replaced by a live copy, with its nonce.
 */
const START_AFTER_FIRST_PAINT = `(() => {
  document.currentScript.remove();
  const start = () => {
    for (const link of document.querySelectorAll('link[rel="${INERT_PRELOAD_REL}"]')) link.rel = "modulepreload";
    const inert = document.querySelector('script[type="${INERT_SCRIPT_TYPE}"]');
    if (!inert) return;
    const script = document.createElement("script");
    script.type = "module";
    if (inert.nonce) script.nonce = inert.nonce;
    script.textContent = inert.textContent;
    inert.replaceWith(script);
  };
  if (document.visibilityState === "hidden") start();
  else requestAnimationFrame(() => setTimeout(start));
})();`;

/** The rendered document with its scripts started after the first paint; a document without Remix's module script is handed back as it is. */
export function withScriptsAfterFirstPaint(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const text = html.toString("utf8");
  const moduleScript = REMIX_MODULE_SCRIPT.exec(text);
  if (!moduleScript) return html;
  const nonce = moduleScript[1]!;
  const end = text.indexOf("</script>", moduleScript.index) + "</script>".length;
  const inertScript = `<script${nonce} type="${INERT_SCRIPT_TYPE}">${text.slice(moduleScript.index + moduleScript[0].length, end)}`;
  return Buffer.from(
    text.slice(0, moduleScript.index).replaceAll(MODULE_PRELOAD, INERT_PRELOAD) +
      inertScript +
      `<script${nonce}>${START_AFTER_FIRST_PAINT}</script>` +
      text.slice(end),
  );
}
