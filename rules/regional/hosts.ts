/**
 * The host of another site to send a visitor to: a local host (`*.localhost`) when the visitor is on one,
 * otherwise the site's public host.
 */
export function pickHost(hosts: readonly string[], requestHost: string): string | undefined {
  const local = (host: string) => host === "localhost" || host.endsWith(".localhost");
  const wantLocal = local(requestHost.replace(/:\d+$/, ""));
  return hosts.find((host) => local(host) === wantLocal && host !== "localhost") ?? hosts[0];
}
