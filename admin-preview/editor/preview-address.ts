/**
 * Where a page's preview opens. The editors' tool runs on one of the sites' hosts; a page is previewed on
 * a host of its own site, the one most like the tool's (uk.localhost next to localhost in development,
 * uk.mathwise.example next to us.mathwise.example), so the browser can reach it the same way.
 */
export function previewHostFor(pageHosts: readonly string[], toolHost: string): string | undefined {
  const toolLabels = toolHost.toLowerCase().split(".").reverse();
  const sharedLabels = (host: string) => {
    const labels = host.toLowerCase().split(".").reverse();
    let shared = 0;
    while (shared < labels.length && labels[shared] === toolLabels[shared]) shared += 1;
    return shared;
  };
  let best: string | undefined;
  for (const host of pageHosts) {
    if (best === undefined || sharedLabels(host) > sharedLabels(best)) best = host;
  }
  return best;
}

/** The scheme, host and port of a site host as the tool's request reached the tool: `http://uk.localhost:3000`. */
export function siteOrigin(requestUrl: string, host: string): string {
  const { protocol, port } = new URL(requestUrl);
  return `${protocol}//${host}${port ? `:${port}` : ""}`;
}

/** A preview link as the service answers it (host, and path with its query) made absolute. */
export function previewAddress(requestUrl: string, link: { host: string; url: string }): string {
  return `${siteOrigin(requestUrl, link.host)}${link.url}`;
}
