// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ADD_CART_STATUS } from "../../../schemas/api/calls/cart.js";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import { user } from "../../../tests/helpers/sample-accounts.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { useBindDialog } from "../account/bind/bind-dialog-store.js";
import { AddToCartButton } from "./AddToCartButton.js";
import { addToCartAwaitsLogin } from "./use-add-to-cart.js";
import { useCartBadge } from "./cart-badge.js";

afterEach(() => {
  cleanup();
  useCartBadge.setState({ changes: 0 });
  useLoginDialog.setState({ open: false, request: {} });
  useBindDialog.getState().close();
});

const SKU = "us-amc8-prep-online-sku";
const added = (status: number, statusDesc = "") => ({ status, statusDesc, extra: { total: 1 } });

function renderButton(answers: Answers, props: Partial<Parameters<typeof AddToCartButton>[0]> = {}) {
  const fake = fakeApi(answers);
  renderAccount(<AddToCartButton skuId={SKU} studentId="u-1" {...props} />, { api: fake.api, signedIn: user({ uid: "u-1" }) });
  return fake;
}

const button = () => screen.getByRole("button", { name: "Add to cart" }) as HTMLButtonElement;

describe("AddToCartButton", () => {
  it("adds to the student's cart, says so and refreshes the header's badge (status 0)", async () => {
    const { callsOf } = renderButton({ addCart: added(ADD_CART_STATUS.added) });
    fireEvent.click(button());
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Added to your cart."));
    expect(callsOf("addCart")).toEqual([{ studentId: "u-1", skuId: SKU, quantity: 1, cartType: 1 }]);
    expect(useCartBadge.getState().changes).toBe(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends the cart type it is given", async () => {
    const { callsOf } = renderButton({ addCart: added(ADD_CART_STATUS.added) }, { cartType: 2 });
    fireEvent.click(button());
    await waitFor(() => expect(callsOf("addCart")).toEqual([{ studentId: "u-1", skuId: SKU, quantity: 1, cartType: 2 }]));
  });

  it.each([
    { status: ADD_CART_STATUS.outOfStock, statusDesc: "This product is currently out of stock." },
    { status: ADD_CART_STATUS.quantityLimit, statusDesc: "You can buy up to 99 of this product." },
    { status: ADD_CART_STATUS.alreadyInCart, statusDesc: "This is already in your cart." },
  ])("says the server's description for status $status, and the badge stays", async ({ status, statusDesc }) => {
    const { callsOf } = renderButton({ addCart: added(status, statusDesc) });
    fireEvent.click(button());
    expect((await screen.findByRole("alert")).textContent).toBe(statusDesc);
    expect(useCartBadge.getState().changes).toBe(0);
    expect(callsOf("querySignUpCheckV2")).toEqual([]);
  });

  it("runs the sign-up check for status 2 and shows its dialog", async () => {
    const { callsOf } = renderButton({
      addCart: added(ADD_CART_STATUS.cannotSignUp, "This class has ended."),
      querySignUpCheckV2: { status: 2, message: "This class has ended.", leftChance: null, examId: null },
    });
    fireEvent.click(button());
    const dialog = within(await screen.findByRole("dialog", { name: "This class cannot be chosen" }));
    expect(dialog.getByText("This class has ended.")).toBeTruthy();
    expect(callsOf("querySignUpCheckV2")).toEqual([{ skuId: SKU, studentId: "u-1" }]);
    fireEvent.click(dialog.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(useCartBadge.getState().changes).toBe(0);
  });

  it("shows the cart's own reason when the check would let the student sign up", async () => {
    renderButton({
      addCart: added(ADD_CART_STATUS.entranceDiagnostic, "An entrance diagnostic comes first."),
      querySignUpCheckV2: { status: 0, message: "", leftChance: null, examId: null },
    });
    fireEvent.click(button());
    const dialog = within(await screen.findByRole("dialog", { name: "This class cannot be chosen" }));
    expect(dialog.getByText("An entrance diagnostic comes first.")).toBeTruthy();
  });

  it("opens the bind e-mail dialog the check asks for, and adds again once bound", async () => {
    let status: number = ADD_CART_STATUS.entranceDiagnostic;
    const { callsOf } = renderButton({
      addCart: () => added(status),
      querySignUpCheckV2: { status: 4, message: "Please bind an e-mail address first.", leftChance: null, examId: null },
    });
    fireEvent.click(button());
    await waitFor(() => expect(useBindDialog.getState().open).toBe("email"));
    status = ADD_CART_STATUS.added;
    act(() => useBindDialog.getState().request.onBound?.());
    await waitFor(() => expect(useCartBadge.getState().changes).toBe(1));
    expect(callsOf("addCart")).toHaveLength(2);
  });

  it("says a refused call's message", async () => {
    renderButton({ addCart: new ApiError(ErrorCode.OPERATION_TOO_FREQUENT) });
    fireEvent.click(button());
    expect((await screen.findByRole("alert")).textContent).toBe("Operation too frequent");
  });

  it("cannot be pressed while disabled", () => {
    const { call } = renderButton({}, { disabled: true });
    expect(button().disabled).toBe(true);
    fireEvent.click(button());
    expect(call).not.toHaveBeenCalled();
  });

  it("asks a visitor to log in, then adds once the login is done", async () => {
    let signIn: (uid: string) => void = () => undefined;
    function Visitor() {
      const [studentId, setStudentId] = useState<string | null>(null);
      signIn = setStudentId;
      return <AddToCartButton skuId={SKU} studentId={studentId} loginTrigger="BUY_BOOK" />;
    }
    const fake = fakeApi({ addCart: added(ADD_CART_STATUS.added) });
    renderAccount(<Visitor />, { api: fake.api, signedIn: null });
    fireEvent.click(button());
    expect(useLoginDialog.getState()).toMatchObject({ open: true, request: { triggerSource: "BUY_BOOK" } });
    expect(addToCartAwaitsLogin(SKU)).toBe(true);
    expect(fake.call).not.toHaveBeenCalled();

    // Another trigger's event is not this button's.
    act(() => void window.dispatchEvent(new CustomEvent("register-course", { detail: true })));
    act(() => void window.dispatchEvent(new CustomEvent("goods.detail.buy")));
    act(() => signIn("u-1"));
    await waitFor(() => expect(fake.callsOf("addCart")).toEqual([{ studentId: "u-1", skuId: SKU, quantity: 1, cartType: 1 }]));
    expect(addToCartAwaitsLogin()).toBe(false);
  });

  it("leaves a login that another action asked for alone", async () => {
    const fake = fakeApi({ addCart: added(ADD_CART_STATUS.added) });
    renderAccount(<AddToCartButton skuId={SKU} studentId={null} />, { api: fake.api, signedIn: null });
    fireEvent.click(button());
    expect(useLoginDialog.getState().request).toEqual({ triggerSource: "REGISTRATION_COURSE" });
    // The visitor closed it, then pressed the wish heart: that login is not the cart's.
    act(() => useLoginDialog.getState().openLogin({ triggerSource: "FOLLOW_COURSE" }));
    expect(addToCartAwaitsLogin()).toBe(false);
    act(() => void window.dispatchEvent(new CustomEvent("register-course", { detail: true })));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.call).not.toHaveBeenCalled();
  });
});
