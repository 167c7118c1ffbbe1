// @vitest-environment happy-dom
import { act, cleanup, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi, renderAccount } from "../../../tests/helpers/render-account.js";
import { user } from "../../../tests/helpers/sample-accounts.js";
import { HeaderAccount } from "../shell/HeaderAccount.js";
import { cartChanged, useCartBadge } from "./cart-badge.js";

afterEach(() => {
  cleanup();
  useCartBadge.setState({ changes: 0 });
});

describe("the header's cart badge", () => {
  it("asks for the count again after every cart change, dots above 99", async () => {
    let total = 3;
    const { api, callsOf } = fakeApi({ unpaidRemind: { toBeContinueSku: [], inCartSku: [], total: 0 }, getCartAmount: () => ({ total }) });
    renderAccount(<HeaderAccount />, { api, signedIn: user({ uid: "u-7" }) });
    const badge = () => document.querySelector(".header-account__toggle")?.textContent;
    await waitFor(() => expect(badge()).toContain("3"));

    total = 4;
    act(() => cartChanged());
    await waitFor(() => expect(badge()).toContain("4"));

    total = 100;
    act(() => cartChanged());
    await waitFor(() => expect(badge()).toContain("\u2022\u2022\u2022"));
    expect(callsOf("getCartAmount")).toEqual([{ studentId: "u-7" }, { studentId: "u-7" }, { studentId: "u-7" }]);
  });
});
