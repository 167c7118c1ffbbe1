import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { CallName } from "../../schemas/api/contract.js";
import { familyMember, signedInFamily } from "../accounts/accounts.js";
import type { Database } from "../db/connection.js";
import { addresses } from "../db/schema.js";
import type { HandlerContext, Handlers } from "../service/context.js";

type AddressCallName = Extract<CallName, "queryAddressList" | "addAddress" | "updateAddress" | "deleteAddress" | "setDefaultAddress">;
type AddressRow = typeof addresses.$inferSelect;

/** An address of one of the signed-in family's students; any other id answers as not found. */
async function familyAddress(ctx: HandlerContext, id: number): Promise<AddressRow> {
  const { members } = await signedInFamily(ctx);
  const [row] = await ctx.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), inArray(addresses.uid, members.map((member) => member.uid))));
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return row;
}

/** Makes one address its student's only default. */
async function makeDefault(db: Database, row: Pick<AddressRow, "id" | "uid">) {
  await db.update(addresses).set({ isDefault: false }).where(and(eq(addresses.uid, row.uid), ne(addresses.id, row.id)));
  await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, row.id));
}

const EDITABLE = ["name", "countryCallingCode", "phone", "postcode", "address1", "address2", "city", "state", "suburb", "country", "use"] as const;

export const addressHandlers: Handlers<AddressCallName> = {
  async queryAddressList({ uid }, ctx) {
    const { member } = await familyMember(ctx, uid);
    return ctx.db.select().from(addresses).where(eq(addresses.uid, member.uid)).orderBy(desc(addresses.isDefault), desc(addresses.id));
  },

  async addAddress({ uid, isDefault, ...fields }, ctx) {
    const { member } = await familyMember(ctx, uid);
    return ctx.db.transaction(async (tx) => {
      const [first] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.uid, member.uid)).limit(1);
      const [row] = await tx.insert(addresses).values({ ...fields, uid: member.uid }).returning();
      if (isDefault || !first) await makeDefault(tx, row!);
      return { id: row!.id };
    });
  },

  async updateAddress({ id, isDefault, ...fields }, ctx) {
    const row = await familyAddress(ctx, id);
    const unchanged = EDITABLE.every((key) => row[key] === fields[key]) && (!isDefault || row.isDefault);
    if (unchanged) throw new ApiError(ErrorCode.ADDRESS_UNCHANGED);
    await ctx.db.transaction(async (tx) => {
      await tx.update(addresses).set(fields).where(eq(addresses.id, id));
      if (isDefault) await makeDefault(tx, row);
    });
    return null;
  },

  async deleteAddress({ id }, ctx) {
    const row = await familyAddress(ctx, id);
    await ctx.db.transaction(async (tx) => {
      await tx.delete(addresses).where(eq(addresses.id, id));
      if (!row.isDefault) return;
      const [next] = await tx.select().from(addresses).where(eq(addresses.uid, row.uid)).orderBy(desc(addresses.id)).limit(1);
      if (next) await makeDefault(tx, next);
    });
    return null;
  },

  async setDefaultAddress({ id }, ctx) {
    const row = await familyAddress(ctx, id);
    await ctx.db.transaction((tx) => makeDefault(tx, row));
    return null;
  },
};
