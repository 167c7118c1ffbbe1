import type { CallContext } from "../../api/client.js";
import type { Site } from "../../schemas/site.js";

/**
 * The header of every call a page of `site` makes (SPEC §7), on the server and in the browser: the
 * visitor's timezone where the school lets them choose one, the attribution of their landing page and,
 * on the server, the login token (in the browser the API edge reads it from its HttpOnly cookie).
 */
export function siteCallContext(
  site: Site,
  language?: string,
  visitor: { timezone?: string; attribution?: Record<string, string>; token?: string } = {},
): CallContext {
  return {
    header: {
      schoolCode: site.schoolCode,
      timezone: visitor.timezone ?? site.timezone,
      platform: "pc",
      attribution: visitor.attribution ?? {},
      unifiedAccessToken: visitor.token,
    },
    countryCode: site.countryCode,
    channelCode: site.channelCode,
    language,
  };
}
