import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { seatsLeft } from "../../rules/catalogue/seats.js";
import { ADD_CART_STATUS, CART_QUANTITY_MAX, type CartLine } from "../../schemas/api/calls/cart.js";
import type { ParsedRequestOf, ResponseOf } from "../../schemas/api/contract.js";
import { familyMember } from "../accounts/accounts.js";
import { loadCardsWithSkus } from "../catalogue/cards.js";
import { preparedQuery } from "../db/prepared.js";
import * as t from "../db/schema.js";
import type { RateLimitPolicy } from "../security/rate-limit.js";
import type { HandlerContext } from "../service/context.js";
import { isChosenAttachment, purchaseProblem, sellableSku, soldByTheItem, type SellableProduct } from "./products.js";

/** SPEC §5: frequent cart operations are refused ('Operation too frequent'); a person clicks far less often. */
const CART_CHANGES: RateLimitPolicy = { name: "cart", points: 20, durationSeconds: 10 };

/** The family student whose cart it is; counts one change against the student's cart limit. */
async function cartOwner(ctx: HandlerContext, studentId: string, { change }: { change: boolean }) {
  const { member } = await familyMember(ctx, studentId);
  if (change) await ctx.rateLimits.consume(CART_CHANGES, member.uid);
  return member.uid;
}

/** The most of a product one cart line may hold now: one seat or course, goods up to the stock (and 99). */
export function quantityBounds(product: Pick<SellableProduct, "sku">): { min: number; max: number } {
  if (!soldByTheItem(product.sku.kind)) return { min: 1, max: 1 };
  return { min: 1, max: Math.min(CART_QUANTITY_MAX, seatsLeft(product.sku)) };
}

export async function cartCount(ctx: HandlerContext, uid: string): Promise<number> {
  const [row] = await ctx.db
    .select({ total: sql<number>`coalesce(sum(${t.cartItems.quantity}), 0)`.mapWith(Number) })
    .from(t.cartItems)
    .where(eq(t.cartItems.uid, uid));
  return row?.total ?? 0;
}

export async function getCartAmount(ctx: HandlerContext, { studentId }: ParsedRequestOf<"getCartAmount">) {
  return { total: await cartCount(ctx, await cartOwner(ctx, studentId, { change: false })) };
}

/** The cart's count and the quantity of one product's line (null: none), read at once: addCart's answer follows from them. */
const cartWithLine = preparedQuery((db) =>
  db
    .select({
      total: sql<number>`coalesce(sum(${t.cartItems.quantity}), 0)`.mapWith(Number),
      existing: sql<number | null>`sum(${t.cartItems.quantity}) filter (where ${t.cartItems.skuId} = ${sql.placeholder("skuId")} and ${t.cartItems.cartType} = ${sql.placeholder("cartType")})`.mapWith(Number),
    })
    .from(t.cartItems)
    .where(eq(t.cartItems.uid, sql.placeholder("uid")))
    .prepare("cart_with_line"),
);

/** A product's line in the cart, or its line's new quantity when a request at the same moment put it there first. */
const putCartLine = preparedQuery((db) =>
  db
    .insert(t.cartItems)
    .values({ uid: sql.placeholder("uid"), skuId: sql.placeholder("skuId"), quantity: sql.placeholder("quantity"), cartType: sql.placeholder("cartType") })
    .onConflictDoUpdate({ target: [t.cartItems.uid, t.cartItems.skuId, t.cartItems.cartType], set: { quantity: sql`excluded.${sql.identifier(t.cartItems.quantity.name)}`, selected: true } })
    .prepare("put_cart_line"),
);

/** SPEC §4 add-to-cart result: 0 added; 2 a class that can no longer be joined; 11 out of stock; 12 too many; 13 already there. */
export async function addCart(ctx: HandlerContext, { studentId, skuId, quantity, cartType }: ParsedRequestOf<"addCart">): Promise<ResponseOf<"addCart">> {
  const uid = await cartOwner(ctx, studentId, { change: true });
  const product = await sellableSku(ctx, skuId);
  const [cart] = await cartWithLine(ctx.db).execute({ uid, skuId, cartType });
  const { total, existing } = cart!;
  const wanted = (existing ?? 0) + quantity;
  const answer = (status: number, statusDesc: string, added = 0) => ({ status, statusDesc, extra: { total: total + added } });

  // A class not yet on sale may go in the cart (SPEC §4: add-to-cart is enabled for forSale); one that is over may not.
  const problem = purchaseProblem(product, soldByTheItem(product.sku.kind) ? wanted : 1, ctx.now);
  if (problem === "ended") return answer(ADD_CART_STATUS.cannotSignUp, ctx.say("classEnded"));
  if (existing !== null && !soldByTheItem(product.sku.kind)) return answer(ADD_CART_STATUS.alreadyInCart, ctx.say("alreadyInCart"));
  if (problem === "soldOut") return answer(ADD_CART_STATUS.outOfStock, ctx.say("outOfStock"));
  if (wanted > CART_QUANTITY_MAX) return answer(ADD_CART_STATUS.quantityLimit, ctx.say("quantityLimit", { max: CART_QUANTITY_MAX }));

  const lineQuantity = soldByTheItem(product.sku.kind) ? wanted : 1;
  await putCartLine(ctx.db).execute({ uid, skuId, quantity: lineQuantity, cartType });
  return answer(ADD_CART_STATUS.added, "", lineQuantity - (existing ?? 0));
}

const siteCartItems = preparedQuery((db) =>
  db
    .select({ item: t.cartItems })
    .from(t.cartItems)
    .innerJoin(t.skus, eq(t.skus.id, t.cartItems.skuId))
    .where(and(eq(t.cartItems.uid, sql.placeholder("uid")), eq(t.skus.locale, sql.placeholder("locale"))))
    .orderBy(desc(t.cartItems.createdAt), desc(t.cartItems.id))
    .prepare("site_cart_items"),
);

/** The cart's lines of a student, newest first, with what each costs now and whether it can be checked out. */
export async function cartLines(ctx: HandlerContext, uid: string): Promise<CartLine[]> {
  const items = await siteCartItems(ctx.db).execute({ uid, locale: ctx.site().locale });
  const cards = await loadCardsWithSkus(ctx, items.map(({ item }) => item.skuId), uid);
  const productOf = new Map(cards.map((product) => [product.sku.id, product]));
  return items.flatMap(({ item }) => {
    const product = productOf.get(item.skuId);
    if (!product) return [];
    const { card, sku } = product;
    const chosen = card.attachedItems.filter((attachment) => isChosenAttachment(attachment, attachment.skuId, item.attachmentSkuIds));
    const bounds = quantityBounds(product);
    const unitTotal = sku.price + chosen.reduce((sum, attachment) => sum + attachment.price, 0);
    return [
      {
        id: item.id,
        cartType: item.cartType,
        card,
        quantity: item.quantity,
        minQuantity: bounds.min,
        maxQuantity: Math.max(bounds.min, bounds.max),
        selected: item.selected,
        lineTotal: unitTotal * item.quantity,
        attachments: card.attachedItems.map((attachment) => ({
          skuId: attachment.skuId,
          title: attachment.title,
          price: attachment.price,
          required: attachment.required,
          selected: chosen.includes(attachment),
        })),
        problem: purchaseProblem(product, item.quantity, ctx.now),
      },
    ];
  });
}

export async function queryCartList(ctx: HandlerContext, { studentId }: ParsedRequestOf<"queryCartList">): Promise<ResponseOf<"queryCartList">> {
  const list = await cartLines(ctx, await cartOwner(ctx, studentId, { change: false }));
  const selected = list.filter((line) => line.selected && line.problem === null);
  return { list, selectedCount: selected.length, selectedTotal: selected.reduce((sum, line) => sum + line.lineTotal, 0) };
}

const studentCartLines = preparedQuery((db) =>
  db
    .select()
    .from(t.cartItems)
    .where(and(eq(t.cartItems.uid, sql.placeholder("uid")), sql`${t.cartItems.id} = any(${sql.placeholder("ids")})`))
    .prepare("student_cart_lines"),
);

/** The student's cart lines with these ids; any other id answers 4003 and nothing changes. */
export async function ownLines(ctx: HandlerContext, uid: string, cartIds: readonly number[]) {
  const ids = [...new Set(cartIds)];
  const rows = await studentCartLines(ctx.db).execute({ uid, ids });
  if (rows.length !== ids.length) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return rows;
}

export async function updateCartAmount(ctx: HandlerContext, { studentId, cartId, quantity }: ParsedRequestOf<"updateCartAmount">): Promise<ResponseOf<"updateCartAmount">> {
  const uid = await cartOwner(ctx, studentId, { change: true });
  const [line] = await ownLines(ctx, uid, [cartId]);
  const product = await sellableSku(ctx, line!.skuId);
  const bounds = quantityBounds(product);
  if (soldByTheItem(product.sku.kind) && quantity > seatsLeft(product.sku)) throw new ApiError(ErrorCode.OUT_OF_STOCK);
  if (quantity < bounds.min || quantity > bounds.max) throw new ApiError(ErrorCode.INVALID_INPUT, `data.quantity: must be from ${bounds.min} to ${bounds.max}`);
  await ctx.db.update(t.cartItems).set({ quantity }).where(eq(t.cartItems.id, cartId));
  return { quantity, total: await cartCount(ctx, uid) };
}

export async function selectCart(ctx: HandlerContext, { studentId, cartIds, selected }: ParsedRequestOf<"selectCart">): Promise<null> {
  const uid = await cartOwner(ctx, studentId, { change: true });
  await ownLines(ctx, uid, cartIds);
  await ctx.db.update(t.cartItems).set({ selected }).where(and(eq(t.cartItems.uid, uid), inArray(t.cartItems.id, cartIds)));
  return null;
}

export async function cancelCart(ctx: HandlerContext, { studentId, cartIds }: ParsedRequestOf<"cancelCart">): Promise<ResponseOf<"cancelCart">> {
  const uid = await cartOwner(ctx, studentId, { change: true });
  await ownLines(ctx, uid, cartIds);
  await ctx.db.delete(t.cartItems).where(and(eq(t.cartItems.uid, uid), inArray(t.cartItems.id, cartIds)));
  return { total: await cartCount(ctx, uid) };
}
