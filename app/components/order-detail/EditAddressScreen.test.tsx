// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import type { Address } from "../../../schemas/api/calls/addresses.js";
import type { OrderDetail } from "../../../schemas/api/calls/order-detail.js";
import { bookAddress, orderDetail } from "./order-detail-test-support.js";
import { EditAddressScreen } from "./EditAddressScreen.js";

afterEach(cleanup);

const book = [
  bookAddress(),
  bookAddress({ id: 12, isDefault: false, name: "Sarah Hughes", address1: "1 Piccadilly", city: "Manchester", postcode: "M1 1AA" }),
  bookAddress({ id: 13, isDefault: false, use: "billing", address1: "Billing only" }),
];

function render(answers: Answers = {}, order: OrderDetail = orderDetail(), addresses: Address[] = book) {
  const api = fakeApi(answers);
  const view = renderAccount(<EditAddressScreen order={order} addresses={addresses} />, { api: api.api, site: fixtureSite("uk"), path: "/order/detail/edit-address/1001" });
  return { ...api, ...view };
}

const choose = (address1: string) => fireEvent.click(screen.getByRole("radio", { name: new RegExp(address1) }));
const save = () => act(() => fireEvent.click(screen.getByRole("button", { name: "Save" })));

describe("EditAddressScreen", () => {
  it("shows where the goods go and until when, and offers the student's delivery addresses", () => {
    render();
    expect(screen.getByRole("heading", { level: 1, name: "Change the delivery address" })).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Delivering to" })).getByText("10 Downing Street")).toBeTruthy();
    expect(screen.getByText("You can change it until 10:05 02/03/2025.")).toBeTruthy();
    const choices = within(screen.getByRole("group", { name: "Send it to" })).getAllByRole("radio");
    expect(choices.map((choice) => choice.closest("label")!.textContent)).toEqual([
      "Sarah Hughes, +44 7700900123, 10 Downing Street, London, SW1A 2AA, United Kingdom",
      "Sarah Hughes, +44 7700900123, 1 Piccadilly, Manchester, M1 1AA, United Kingdom",
    ]);
  });

  it("sends the chosen address with an idempotency key and goes back to the order", async () => {
    const { call, router } = render({ updateOrderAddress: { address: {}, changedAt: "2025-03-01T11:00:00.000Z" } });
    choose("1 Piccadilly");
    await save();
    await waitFor(() => expect(router.state.location.pathname).toBe("/order/detail/1001"));
    expect(call).toHaveBeenCalledWith("updateOrderAddress", { orderId: "1001", addressId: 12 }, expect.anything(), { idempotencyKey: expect.any(String) });
  });

  it("asks for a choice before sending anything", async () => {
    const { callsOf } = render();
    await save();
    expect(screen.getByRole("alert").textContent).toBe("Please choose an address.");
    expect(callsOf("updateOrderAddress")).toEqual([]);
  });

  it("says 'Update failed. Same with the previous address.' for the address the goods already go to", async () => {
    render({ updateOrderAddress: new ApiError(ErrorCode.ADDRESS_UNCHANGED) });
    choose("10 Downing Street");
    await save();
    expect((await screen.findByRole("alert")).textContent).toBe("Update failed. Same with the previous address.");
  });

  it("explains a refusal in transit or after 24 hours, and shows the order again", async () => {
    const { rootLoads } = render({ updateOrderAddress: new ApiError(ErrorCode.ADDRESS_WINDOW_OVER, "server words") });
    const loadsBefore = rootLoads.mock.calls.length;
    choose("1 Piccadilly");
    await save();
    expect((await screen.findByRole("alert")).textContent).toBe("The delivery address can be changed here within 24 hours of payment. Please contact customer service to change it.");
    await waitFor(() => expect(rootLoads.mock.calls.length).toBeGreaterThan(loadsBefore));
  });

  it("tells the parent customer service handles it once the 24 hours are over, without a form", () => {
    render({}, orderDetail({ addressChange: { allowed: false, until: "2025-03-02T10:05:00.000Z", refusal: "windowOver" } }));
    expect(screen.getByRole("alert").textContent).toBe("The delivery address can be changed here within 24 hours of payment. Please contact customer service to change it.");
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("refuses in transit with SPEC §8's text", () => {
    render({}, orderDetail({ hasShipments: true, addressChange: { allowed: false, until: "2025-03-02T10:05:00.000Z", refusal: "inTransit" } }));
    expect(screen.getByRole("alert").textContent).toBe("The delivery address cannot be changed while the package is in transit.");
    expect(screen.queryByRole("radio")).toBeNull();
  });

  it("adds an address to the student's book in place", () => {
    render({}, orderDetail(), []);
    expect(screen.getByText("There is no delivery address in the address book yet. Please add one.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add an address" }));
    expect(screen.getByRole("dialog", { name: "Add address" })).toBeTruthy();
  });
});
