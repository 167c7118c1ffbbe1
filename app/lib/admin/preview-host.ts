/**
 * Which of a site's hosts the tool opens a preview on: the one closest to the host the editor is using
 * (most trailing labels in common), so an editor on uk.localhost or on the production domain stays on
 * the same kind of host. Ties keep the site's order.
 */
export function closestHost(siteHosts: readonly string[], editorHost: string): string | undefined {
  const labels = (host: string) => host.toLowerCase().split(".").reverse();
  const editorLabels = labels(editorHost);
  const shared = (host: string) => {
    const hostLabels = labels(host);
    let count = 0;
    while (count < hostLabels.length && hostLabels[count] === editorLabels[count]) count++;
    return count;
  };
  let best: string | undefined;
  for (const host of siteHosts) if (best === undefined || shared(host) > shared(best)) best = host;
  return best;
}
