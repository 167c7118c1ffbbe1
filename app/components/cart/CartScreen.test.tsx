// @vitest-environment happy-dom
import type { LoaderFunctionArgs } from "@remix-run/node";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import type { CartLine } from "../../../schemas/api/calls/cart.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import { student, user } from "../../../tests/helpers/sample-accounts.js";
import ConfirmDelDialogPage, { loader as confirmDeleteLoader } from "../../routes/shopping-cart.ConfirmDelDialog.js";
import OfferDetailsPage from "../../routes/shopping-cart.OfferDetails.js";
import { useCartBadge } from "./cart-badge.js";
import { cartLine, cartOf, goodsLine } from "./cart-test-support.js";
import type { ShoppingCartView } from "./cart-view.js";
import { CartScreen } from "./CartScreen.js";

afterEach(() => {
  cleanup();
  useCartBadge.setState({ changes: 0 });
});

/**
 * A cart server for one student: the lines it holds, changed by the cart calls, with the selected count and
 * total as the real server counts them (ticked lines without a problem).
 */
function cartServer(initial: CartLine[]) {
  let lines = initial.map((line) => ({ ...line }));
  const answer = () => {
    const selected = lines.filter((line) => line.selected && line.problem === null);
    return cartOf(lines, { count: selected.length, total: selected.reduce((sum, line) => sum + line.lineTotal, 0) });
  };
  const answers: Answers = {
    queryCartList: answer,
    updateCartAmount: ({ cartId, quantity }: { cartId: number; quantity: number }) => {
      lines = lines.map((line) => (line.id === cartId ? { ...line, quantity, lineTotal: (line.lineTotal / line.quantity) * quantity } : line));
      return { quantity, total: lines.reduce((sum, line) => sum + line.quantity, 0) };
    },
    selectCart: ({ cartIds, selected }: { cartIds: number[]; selected: boolean }) => {
      lines = lines.map((line) => (cartIds.includes(line.id) ? { ...line, selected } : line));
      return null;
    },
    cancelCart: ({ cartIds }: { cartIds: number[] }) => {
      lines = lines.filter((line) => !cartIds.includes(line.id));
      return { total: lines.length };
    },
  };
  return { answers, answer };
}

interface Options {
  lines?: CartLine[];
  /** The cart as the page's loader answered it; the cart server's own count by default. */
  cart?: ShoppingCartView["cart"];
  answers?: Answers;
  students?: ShoppingCartView["students"];
}

function renderCart({ lines = [cartLine(), goodsLine()], cart, answers = {}, students = [student({ uid: "u-1" })] }: Options = {}) {
  const server = cartServer(lines);
  const fake = fakeApi({ ...server.answers, ...answers });
  const view: ShoppingCartView = { studentId: "u-1", linkedStudentId: null, students, easternNameOrder: false, cart: cart ?? server.answer() };
  const rendered = renderAccount(null, {
    api: fake.api,
    signedIn: user({ uid: "u-1" }),
    path: "/shopping-cart",
    pages: [
      {
        path: "shopping-cart",
        element: <CartScreen view={view} />,
        children: [
          { path: "ConfirmDelDialog", loader: (args) => confirmDeleteLoader(args as LoaderFunctionArgs), element: <ConfirmDelDialogPage /> },
          { path: "OfferDetails", element: <OfferDetailsPage /> },
        ],
      },
    ],
  });
  return { ...rendered, ...fake };
}

const lineOf = (title: string) => within(screen.getByRole("article", { name: title }));
const CLASS = "AMC 8 Competition Prep";
const GOODS = "AMC 8 Practice Workbook";

describe("the cart's lines", () => {
  it("shows each line's page link, prices, quantity and materials, and the total the server counted", () => {
    const materials = [
      { skuId: "us-amc8-book", title: "AMC 8 course book", price: 2000, required: true, selected: true },
      { skuId: "us-amc8-answers", title: "Answer key", price: 800, required: false, selected: false },
    ];
    renderCart({
      lines: [cartLine({ attachments: materials, lineTotal: 56000 }), goodsLine()],
      // The page shows the server's figures, whatever the lines would add up to.
      cart: cartOf([cartLine({ attachments: materials, lineTotal: 56000 }), goodsLine()], { count: 2, total: 61234 }),
    });
    const seat = lineOf(CLASS);
    expect(seat.getByRole("link", { name: CLASS }).getAttribute("href")).toBe("/courses/detail/us-amc8-prep-online-sku");
    expect(seat.getByText("$540.00")).toBeTruthy();
    expect(seat.getByText("$560.00")).toBeTruthy();
    const materialList = within(seat.getByRole("list", { name: "Materials" }));
    expect(materialList.getByText("AMC 8 course book").parentElement?.textContent).toContain("Required");
    expect(materialList.getByText("Answer key").parentElement?.textContent).toContain("Optional, not included");
    expect(lineOf(GOODS).getByRole("link", { name: GOODS }).getAttribute("href")).toBe("/goods/detail/us-amc8-workbook");
    expect(lineOf(GOODS).getByLabelText("Quantity").textContent).toBe("2");
    expect(screen.getByText("Selected items: 2")).toBeTruthy();
    expect(screen.getByText("$612.34")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe("/order/shopping-cart/create?studentId=u-1");
  });

  it("keeps each quantity within its bounds, changes it on the server and follows its answer", async () => {
    const { callsOf } = renderCart({ lines: [cartLine(), goodsLine({ quantity: 4, lineTotal: 14000 })] });
    // A seat is 1 to 1.
    expect((lineOf(CLASS).getByRole("button", { name: `Decrease the quantity of ${CLASS}` }) as HTMLButtonElement).disabled).toBe(true);
    expect((lineOf(CLASS).getByRole("button", { name: `Increase the quantity of ${CLASS}` }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(lineOf(GOODS).getByRole("button", { name: `Increase the quantity of ${GOODS}` }));
    await waitFor(() => expect(lineOf(GOODS).getByLabelText("Quantity").textContent).toBe("5"));
    expect(callsOf("updateCartAmount")).toEqual([{ studentId: "u-1", cartId: 2, quantity: 5 }]);
    expect(lineOf(GOODS).getByText("$175.00")).toBeTruthy();
    expect(useCartBadge.getState().changes).toBe(1);
    // 5 is the most this line may hold.
    await waitFor(() => expect((lineOf(GOODS).getByRole("button", { name: `Increase the quantity of ${GOODS}` }) as HTMLButtonElement).disabled).toBe(true));

    fireEvent.click(lineOf(GOODS).getByRole("button", { name: `Decrease the quantity of ${GOODS}` }));
    await waitFor(() => expect(lineOf(GOODS).getByLabelText("Quantity").textContent).toBe("4"));
    expect(callsOf("updateCartAmount")[1]).toEqual({ studentId: "u-1", cartId: 2, quantity: 4 });
  });

  it.each([
    { error: new ApiError(ErrorCode.OPERATION_TOO_FREQUENT), shown: "Operation too frequent" },
    { error: new ApiError(ErrorCode.OUT_OF_STOCK), shown: "This product is currently out of stock." },
  ])("says the server's refusal on its line: $shown", async ({ error, shown }) => {
    renderCart({ answers: { updateCartAmount: error } });
    fireEvent.click(lineOf(GOODS).getByRole("button", { name: `Increase the quantity of ${GOODS}` }));
    expect((await lineOf(GOODS).findByRole("alert")).textContent).toBe(shown);
    expect(lineOf(GOODS).getByLabelText("Quantity").textContent).toBe("2");
    expect(lineOf(CLASS).queryByRole("alert")).toBeNull();
    expect(useCartBadge.getState().changes).toBe(0);
  });
});

describe("selection", () => {
  it("ticks and unticks a line, and select-all ticks every selectable line", async () => {
    const { callsOf } = renderCart({ lines: [cartLine(), goodsLine({ selected: false }), cartLine({ id: 3, card: { ...cartLine().card, title: "Ended class" }, problem: "ended", selected: false })] });
    const selectAllBox = screen.getByRole("checkbox", { name: "Select all" }) as HTMLInputElement;
    expect(selectAllBox.checked).toBe(false);
    fireEvent.click(selectAllBox);
    await waitFor(() => expect(selectAllBox.checked).toBe(true));
    expect(callsOf("selectCart")).toEqual([{ studentId: "u-1", cartIds: [2], selected: true }]);
    expect(screen.getByText("Selected items: 2")).toBeTruthy();

    const seatBox = lineOf(CLASS).getByRole("checkbox", { name: `Select ${CLASS} for checkout` }) as HTMLInputElement;
    fireEvent.click(seatBox);
    await waitFor(() => expect(seatBox.checked).toBe(false));
    expect(callsOf("selectCart")[1]).toEqual({ studentId: "u-1", cartIds: [1], selected: false });
    expect(screen.getByText("Selected items: 1")).toBeTruthy();
    expect(selectAllBox.checked).toBe(false);
  });

  it("explains a line's problem, which keeps it out of checkout", () => {
    renderCart({
      lines: [
        cartLine({ problem: "soldOut" }),
        goodsLine({ problem: "notOnSale" }),
        cartLine({ id: 3, card: { ...cartLine().card, title: "Ended class" }, problem: "ended" }),
      ],
    });
    expect(lineOf(CLASS).getByText("Sold out: this item cannot be checked out now.")).toBeTruthy();
    expect(lineOf(GOODS).getByText("Not on sale yet: it can be checked out once the sale opens.")).toBeTruthy();
    expect(lineOf("Ended class").getByText("This class has ended and can no longer be checked out.")).toBeTruthy();
    for (const title of [CLASS, GOODS, "Ended class"]) {
      const box = lineOf(title).getByRole("checkbox") as HTMLInputElement;
      // Stored as selected, yet neither ticked nor tickable.
      expect([box.checked, box.disabled]).toEqual([false, true]);
    }
    expect((screen.getByRole("checkbox", { name: "Select all" }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText("Selected items: 0")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Checkout" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole("link", { name: "Checkout" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Offer details" })).toBeNull();
    // A line with a problem can still be removed.
    expect(lineOf(CLASS).getByRole("link", { name: `Remove ${CLASS} from the cart` })).toBeTruthy();
  });
});

describe("an empty cart", () => {
  it("says so and leads to the courses", () => {
    renderCart({ lines: [] });
    expect(screen.getByText("Your cart is empty.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse courses" }).getAttribute("href")).toBe("/courses/list");
    expect(screen.queryByRole("button", { name: "Checkout" })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });
});

describe("removing lines (/shopping-cart/ConfirmDelDialog)", () => {
  it("asks first, removes the line on the server, refreshes the badge and goes back to the cart", async () => {
    const { callsOf, router } = renderCart();
    fireEvent.click(lineOf(GOODS).getByRole("link", { name: `Remove ${GOODS} from the cart` }));
    const dialog = within(await screen.findByRole("dialog", { name: "Remove from cart" }));
    expect(router.state.location.pathname + router.state.location.search).toBe("/shopping-cart/ConfirmDelDialog?ids=2");
    expect(dialog.getByText(GOODS)).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsOf("cancelCart")).toEqual([{ studentId: "u-1", cartIds: [2] }]);
    expect(router.state.location.pathname).toBe("/shopping-cart");
    expect(screen.queryByRole("article", { name: GOODS })).toBeNull();
    expect(screen.getByRole("article", { name: CLASS })).toBeTruthy();
    expect(useCartBadge.getState().changes).toBe(1);
  });

  it("removes the ticked lines together, and cancel removes nothing", async () => {
    const { callsOf, router } = renderCart({ lines: [cartLine(), goodsLine(), cartLine({ id: 3, card: { ...cartLine().card, title: "Other class" }, selected: false })] });
    fireEvent.click(screen.getByRole("link", { name: "Delete selected" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Remove from cart" }));
    expect(dialog.getAllByRole("listitem").map((item) => item.textContent)).toEqual([CLASS, GOODS]);
    fireEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/shopping-cart");
    expect(callsOf("cancelCart")).toEqual([]);
  });

  it("says when the lines named are no longer in the cart", async () => {
    const { router, callsOf } = renderCart();
    await router.navigate("/shopping-cart/ConfirmDelDialog?ids=99");
    const dialog = within(await screen.findByRole("dialog", { name: "Remove from cart" }));
    expect(dialog.getByText("These items are no longer in your cart.")).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Back to the cart" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/shopping-cart"));
    expect(callsOf("cancelCart")).toEqual([]);
  });

  it("shows the server's refusal in the dialog", async () => {
    renderCart({ answers: { cancelCart: new ApiError(ErrorCode.OPERATION_TOO_FREQUENT) } });
    fireEvent.click(lineOf(CLASS).getByRole("link", { name: `Remove ${CLASS} from the cart` }));
    const dialog = within(await screen.findByRole("dialog", { name: "Remove from cart" }));
    fireEvent.click(dialog.getByRole("button", { name: "Remove" }));
    expect((await dialog.findByRole("alert")).textContent).toBe("Operation too frequent");
    expect(useCartBadge.getState().changes).toBe(0);
  });

  it("is a page that does not exist when the query names no lines", async () => {
    for (const query of ["", "?ids=", "?ids=a", "?ids=0", "?ids=1,,2"]) {
      const request = new Request(`https://us.example.test/shopping-cart/ConfirmDelDialog${query}`);
      const thrown = await Promise.resolve()
        .then(() => confirmDeleteLoader({ request, params: {}, context: {} } as LoaderFunctionArgs))
        .catch((error: unknown) => error);
      expect((thrown as Response).status).toBe(404);
    }
  });
});

describe("offer details (/shopping-cart/OfferDetails)", () => {
  it("asks for the best coupons for the ticked lines and names them with the saving", async () => {
    const coupon = {
      id: "5a4c3a52-9f0e-4a59-9d1f-0a6a3e3e0001",
      title: "Welcome $50 off",
      terms: "",
      category: "tuition",
      discount: { kind: "amount", amount: 5000 },
      minimumSpend: 0,
      maxSaving: null,
      products: [],
      combinable: true,
      startsAt: "2025-01-01T00:00:00.000Z",
      endsAt: "2026-01-01T00:00:00.000Z",
      timeStatus: null,
      historyStatus: null,
    };
    const { callsOf } = renderCart({
      lines: [cartLine(), goodsLine({ selected: false })],
      answers: { recommendCoupons: { couponIds: [coupon.id], saving: 5000 }, queryUserCoupons: { list: [coupon] } },
    });
    fireEvent.click(screen.getByRole("link", { name: "Offer details" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Offer details" }));
    expect(await dialog.findByText("$50.00")).toBeTruthy();
    expect(dialog.getByText("Welcome $50 off")).toBeTruthy();
    expect(dialog.getByText("Tuition")).toBeTruthy();
    expect(callsOf("recommendCoupons")).toEqual([{ studentId: "u-1", products: [{ skuId: "us-amc8-prep-online-sku", quantity: 1, attachmentSkuIds: [] }] }]);
    expect(dialog.getByRole("link", { name: "My coupons" }).getAttribute("href")).toBe("/my-coupons/list");
  });

  it("says when no coupon applies", async () => {
    renderCart({ answers: { recommendCoupons: { couponIds: [], saving: 0 }, queryUserCoupons: { list: [] } } });
    fireEvent.click(screen.getByRole("link", { name: "Offer details" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Offer details" }));
    expect(await dialog.findByText("None of your coupons applies to the selected items.")).toBeTruthy();
  });
});

describe("a family with several students", () => {
  it("links to each student's cart, the one shown marked", () => {
    renderCart({ students: [student({ uid: "u-1", firstName: "Mia", lastName: "Chen" }), student({ uid: "s-2", firstName: "Leo", lastName: "Chen" })] });
    const switcher = within(screen.getByRole("navigation", { name: "Whose cart" }));
    expect(switcher.getByRole("link", { name: "Mia Chen" }).getAttribute("href")).toBe("/shopping-cart");
    expect(switcher.getByRole("link", { name: "Mia Chen" }).getAttribute("aria-current")).toBe("page");
    expect(switcher.getByRole("link", { name: "Leo Chen" }).getAttribute("href")).toBe("/shopping-cart?studentId=s-2");
  });

  it("shows no switcher for a single student", () => {
    renderCart();
    expect(screen.queryByRole("navigation", { name: "Whose cart" })).toBeNull();
  });
});
