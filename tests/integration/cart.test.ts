import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { cartItems } from "../../server/db/schema.js";
import { sibling, signIn } from "../helpers/accounts.js";
import { startTestService, type TestService } from "../helpers/test-service.js";


let running: TestService;
beforeAll(async () => {
  running = await startTestService();
});
afterAll(async () => {
  await running?.close();
});

describe("the cart count", () => {
  it("adds up the quantities in one family student's cart, 0 when it is empty", async () => {
    const family = await signIn(running);
    const { id: siblingId } = await family.api.call("addNewStudent", sibling, family.call);
    expect(await family.api.call("getCartAmount", { studentId: family.uid }, family.call)).toEqual({ total: 0 });

    await running.store.db.insert(cartItems).values([
      { uid: family.uid, skuId: "sku-course-1" },
      { uid: family.uid, skuId: "sku-book-7", quantity: 2 },
      { uid: siblingId, skuId: "sku-course-1" },
    ]);
    expect(await family.api.call("getCartAmount", { studentId: family.uid }, family.call)).toEqual({ total: 3 });
    expect(await family.api.call("getCartAmount", { studentId: siblingId }, family.call)).toEqual({ total: 1 });
  });

  it("answers 4003 for a student of another family, and code 9 without a session", async () => {
    const family = await signIn(running);
    const other = await signIn(running);
    await expect(family.api.call("getCartAmount", { studentId: other.uid }, family.call)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND_OR_ENDED });
    const { unifiedAccessToken: _token, ...header } = family.call.header;
    await expect(family.api.call("getCartAmount", { studentId: family.uid }, { ...family.call, header })).rejects.toMatchObject({
      code: ErrorCode.SESSION_INVALID,
    });
  });
});
