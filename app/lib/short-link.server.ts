import type { ApiClient } from "../../api/client.js";
import { isLinkUrl } from "../../schemas/link-url.js";
import type { Site } from "../../schemas/site.js";
import { log } from "../../server/log.js";
import { siteCallContext } from "./call-context.js";
import { appendQuery } from "./links.js";

/**
 * Where a short link goes, with the visitor's query appended; undefined when it cannot be followed (SPEC §8),
 * including a stored URL that breaks the link rule (saved before the rule, or written to the store by hand).
 */
export async function shortLinkTarget(api: ApiClient, site: Site, code: string, search: string): Promise<string | undefined> {
  try {
    const { url } = await api.call("getOrigin", { url: code }, siteCallContext(site));
    if (!isLinkUrl(url)) {
      log.warn("short link target breaks the link rule", { code });
      return undefined;
    }
    return appendQuery(url, search);
  } catch (error) {
    log.info("short link not followed", { code, error: String(error) });
    return undefined;
  }
}
