import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { student, user } from "../../../tests/helpers/sample-accounts.js";
import { cartLine, cartOf } from "./cart-test-support.js";
import type { ShoppingCartView } from "./cart-view.js";

/** The fake API of the request being loaded. */
const current = vi.hoisted(() => ({ api: null as unknown }));

vi.mock("../../lib/api.server.js", async () => {
  const { fixtureSite: site } = await import("../../../tests/helpers/render-view.js");
  return { requestApi: () => current.api, siteForRequest: async () => site("uk") };
});

const { loader, shouldRevalidate } = await import("../../routes/shopping-cart.js");

const family = { currentAccount: student({ uid: "u-1" }), associatedAccount: [student({ uid: "s-2", firstName: "Leo" })] };
const signedIn: Answers = { queryUserBasicInfo: user({ uid: "u-1" }), getFamilyStudentsList: family, getClientOptions: { list: [] } };

async function load(answers: Answers, { query = "", cookie = "_official_token=t-1" } = {}) {
  const api = fakeApi(answers);
  current.api = api.api;
  const request = new Request(`https://uk.example.test/shopping-cart${query}`, { headers: { cookie } });
  const answer = (await loader({ request, context: {}, params: {} } as unknown as LoaderFunctionArgs)) as unknown as {
    data: { title: string; view: ShoppingCartView | null };
    init: { headers: Record<string, string> };
  };
  return { ...answer, api };
}

describe("/shopping-cart", () => {
  it("loads the signed-in student's cart and the family, never for a shared cache", async () => {
    const cart = cartOf([cartLine()], { count: 1, total: 54000 });
    const { data, init, api } = await load({ ...signedIn, queryCartList: cart });
    expect(api.callsOf("queryCartList")).toEqual([{ studentId: "u-1" }]);
    expect(data.view).toMatchObject({ studentId: "u-1", linkedStudentId: null, cart, easternNameOrder: false });
    expect(data.view?.students.map((one) => one.uid)).toEqual(["u-1", "s-2"]);
    expect(data.title).toBe(`Shopping Cart | ${fixtureSite("uk").schoolName}`);
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
  });

  it("loads the cart of the family's student the link names", async () => {
    const { data, api } = await load({ ...signedIn, queryCartList: cartOf([], { count: 0, total: 0 }) }, { query: "?studentId=s-2" });
    expect(api.callsOf("queryCartList")).toEqual([{ studentId: "s-2" }]);
    expect(data.view).toMatchObject({ studentId: "s-2", linkedStudentId: "s-2" });
  });

  it("is a page that does not exist for a student outside the family", async () => {
    for (const answers of [
      { ...signedIn, queryCartList: cartOf([], { count: 0, total: 0 }) },
      // The server refuses another family's student on its own.
      { ...signedIn, queryCartList: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED) },
    ]) {
      const thrown = await load(answers, { query: "?studentId=someone-else" }).catch((error: unknown) => error);
      expect((thrown as Response).status).toBe(404);
    }
  });

  it("asks nothing without a login, and shows the sign-in prompt when the session is gone", async () => {
    const visitor = await load({}, { cookie: "" });
    expect(visitor.api.call).not.toHaveBeenCalled();
    expect(visitor.data.view).toBeNull();
    const expired = await load({ ...signedIn, queryCartList: new ApiError(ErrorCode.SESSION_INVALID) });
    expect(expired.data.view).toBeNull();
  });

  it("does not load the cart again to open or close one of its dialogs, but does for another student or a revalidation", () => {
    const url = (path: string) => new URL(path, "https://uk.example.test");
    const revalidates = (from: string, to: string) =>
      shouldRevalidate({ currentUrl: url(from), nextUrl: url(to), defaultShouldRevalidate: true } as Parameters<typeof shouldRevalidate>[0]);
    expect(revalidates("/shopping-cart", "/shopping-cart/ConfirmDelDialog?ids=1")).toBe(false);
    expect(revalidates("/shopping-cart/ConfirmDelDialog?ids=1", "/shopping-cart")).toBe(false);
    expect(revalidates("/shopping-cart", "/shopping-cart?studentId=s-2")).toBe(true);
    expect(revalidates("/shopping-cart", "/shopping-cart")).toBe(true);
  });
});
