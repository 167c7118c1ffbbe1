import type { CallContext } from "../../api/client.js";
import type { Site } from "../../schemas/site.js";

/**
 * The header of every call a page of `site` makes (SPEC §7), on the server and in the browser: the
 * visitor's timezone where the school lets them choose one, and the attribution of their landing page.
 */
export function siteCallContext(
  site: Site,
  language?: string,
  visitor: { timezone?: string; attribution?: Record<string, string> } = {},
): CallContext {
  return {
    header: {
      schoolCode: site.schoolCode,
      timezone: visitor.timezone ?? site.timezone,
      platform: "pc",
      attribution: visitor.attribution ?? {},
    },
    countryCode: site.countryCode,
    channelCode: site.channelCode,
    language,
  };
}
