import type { CallContext } from "../../api/client.js";
import type { Site } from "../../schemas/site.js";

/** The header of every call a page of `site` makes (SPEC §7), on the server and in the browser. */
export function siteCallContext(site: Site, language?: string): CallContext {
  return {
    header: { schoolCode: site.schoolCode, timezone: site.timezone, platform: "pc" },
    countryCode: site.countryCode,
    channelCode: site.channelCode,
    language,
  };
}
