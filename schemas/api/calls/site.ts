import { z } from "zod";
import { siteSchema } from "../../site.js";
import { defineCall } from "../define-call.js";

export const siteCalls = {
  querySiteByHost: defineCall({
    path: "/site/by-host",
    summary: "The regional site a host belongs to (code 4003 when no site serves it).",
    request: z.object({ host: z.string().min(1).max(253) }),
    response: siteSchema,
  }),
};
