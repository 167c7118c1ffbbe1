import { leads } from "../db/schema.js";
import type { Handlers } from "../service/context.js";

export const leadHandlers: Handlers<"submitLeads"> = {
  submitLeads: async (lead, ctx) => {
    const [row] = await ctx.db
      .insert(leads)
      .values({ ...lead, schoolCode: ctx.site().schoolCode, attribution: ctx.header.attribution })
      .returning({ id: leads.id });
    return { leadId: row!.id };
  },
};
