import { z } from "zod";
import { siteSchema } from "../../site.js";
import { defineCall } from "../define-call.js";
import { text } from "../fields.js";

export const siteCalls = {
  querySiteList: defineCall({
    path: "/site/list",
    summary: "Every regional site: locale, hosts, names in every language, flag, country and default language (the region switcher, hreflang).",
    request: z.object({}),
    response: z.object({ list: z.array(siteSchema.pick({ locale: true, hosts: true, names: true, flag: true, brand: true, countryCode: true, defaultLanguage: true })) }),
  }),
  querySiteByHost: defineCall({
    path: "/site/by-host",
    summary: "The regional site a host belongs to (code 4003 when no site serves it).",
    request: z.object({ host: text(253, { min: 1 }) }),
    response: siteSchema,
  }),
};
