import { ApiError, ErrorCode } from "../../api/errors.js";
import type { Handlers } from "../service/context.js";

export const siteHandlers: Handlers<"querySiteByHost" | "querySiteList"> = {
  querySiteList: async (_data, ctx) => ({
    list: ctx.sites.all().map(({ locale, hosts, names, flag, brand, countryCode, defaultLanguage }) => ({ locale, hosts, names, flag, brand, countryCode, defaultLanguage })),
  }),
  querySiteByHost: async ({ host }, ctx) => {
    const site = ctx.sites.forHost(host);
    if (!site) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, `No site serves ${host}`);
    return site;
  },
};
