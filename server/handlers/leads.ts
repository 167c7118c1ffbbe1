import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { leadContactSchema } from "../../schemas/api/calls/leads.js";
import { leads } from "../db/schema.js";
import type { HandlerContext, Handlers } from "../service/context.js";

type Lead = z.output<typeof leadContactSchema>;

/** Stores a lead; with the id of a lead this school saved earlier and not yet submitted, updates that one. */
async function storeLead({ leadId, ...lead }: Lead, status: "saved" | "submitted", ctx: HandlerContext) {
  const schoolCode = ctx.site().schoolCode;
  const values = { ...lead, status, schoolCode, attribution: ctx.header.attribution };
  if (leadId) {
    const [updated] = await ctx.db
      .update(leads)
      .set(values)
      .where(and(eq(leads.id, leadId), eq(leads.schoolCode, schoolCode), eq(leads.status, "saved")))
      .returning({ id: leads.id });
    if (updated) return { leadId: updated.id };
  }
  const [inserted] = await ctx.db.insert(leads).values(values).returning({ id: leads.id });
  return { leadId: inserted!.id };
}

export const leadHandlers: Handlers<"saveLeads" | "submitLeads"> = {
  saveLeads: (lead, ctx) => storeLead(lead, "saved", ctx),
  submitLeads: (lead, ctx) => storeLead(lead, "submitted", ctx),
};
