// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import type { OrderDelivery } from "../../schemas/api/calls/service-desk-delivery.js";
import type { OrderAddress } from "../../schemas/commerce.js";
import { customerService, renderAdmin, type RenderAdminOptions } from "../../tests/helpers/render-admin.js";
import { DeliveryDesk } from "./DeliveryPanel.js";

afterEach(cleanup);

const address: OrderAddress = { name: "Michelle Tan", countryCallingCode: "+65", phone: "91234567", postcode: "018956", address1: "1 Marina Way", address2: "", city: "Singapore", state: "", suburb: "", country: "SG", delivery: "standard" };

const delivery = (overrides: Partial<OrderDelivery> = {}): OrderDelivery => ({
  orderId: "202601051234567890",
  address,
  addressRefusal: null,
  canShip: true,
  goodsLines: [
    { lineNo: 2, title: "P6 Workbook", quantity: 2 },
    { lineNo: 3, title: "Formula cards", quantity: 1 },
  ],
  parcels: [],
  addressChanges: [],
  ...overrides,
});

const inTransit: OrderDelivery["parcels"][number] = {
  packageNo: 1,
  carrier: "SingPost",
  trackingNumber: "SP123",
  status: "in_transit",
  shippedAt: "2026-01-06T02:00:00.000Z",
  deliveredAt: null,
  items: [{ lineNo: 2, title: "P6 Workbook", quantity: 2 }],
};

const render = (value = delivery(), options: RenderAdminOptions = {}) =>
  renderAdmin(<DeliveryDesk delivery={value} />, { staff: customerService, path: "/admin/orders/202601051234567890", ...options });

describe("DeliveryDesk", () => {
  it("records a parcel of the ticked goods with its carrier and tracking number", async () => {
    const { submitted } = render(delivery(), { answer: () => ({ intent: "recordShipment", ok: true, result: { packageNo: 1 } }) });
    expect(screen.getByText("No parcel has left yet.")).toBeTruthy();
    const form = within(screen.getByRole("group", { name: "Record a parcel" }));
    expect(form.getAllByRole("checkbox").map((box) => [box.closest("label")!.textContent!.trim(), (box as HTMLInputElement).checked])).toEqual([
      ["P6 Workbook × 2", true],
      ["Formula cards × 1", true],
    ]);
    fireEvent.click(form.getByRole("checkbox", { name: /Formula cards/ }));
    fireEvent.change(form.getByLabelText("Carrier"), { target: { value: "SingPost" } });
    fireEvent.change(form.getByLabelText("Tracking number"), { target: { value: "SP123" } });
    fireEvent.click(screen.getByRole("button", { name: "Record parcel" }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect([...submitted[0]!.entries()]).toEqual([
      ["intent", "recordShipment"],
      ["lineNos", "2"],
      ["carrier", "SingPost"],
      ["trackingNumber", "SP123"],
    ]);
    expect(await screen.findByText("Package 1 recorded.")).toBeTruthy();
  });

  it("lists the parcels and marks one delivered", async () => {
    const delivered = { ...inTransit, packageNo: 2, trackingNumber: "SP456", status: "delivered" as const, deliveredAt: "2026-01-08T02:00:00.000Z" };
    const { submitted } = render(delivery({ parcels: [inTransit, delivered], addressRefusal: "inTransit" }), { answer: () => ({ intent: "markDelivered", ok: true, result: null }) });
    const rows = within(screen.getByRole("table", { name: "Parcels" })).getAllByRole("row").slice(1);
    expect(rows.map((row) => [...row.children].slice(0, 4).map((cell) => cell.textContent))).toEqual([
      ["1", "SingPost", "SP123", "P6 Workbook × 2"],
      ["2", "SingPost", "SP456", "P6 Workbook × 2"],
    ]);
    expect(within(rows[1]!).queryByRole("button")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Mark delivered: package 1" }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(Object.fromEntries(submitted[0]!)).toEqual({ intent: "markDelivered", packageNo: "1" });
  });

  it("changes the address from the current one, and words a refusal of the same address", async () => {
    const { submitted } = render(delivery(), { answer: () => ({ intent: "changeOrderAddress", ok: false, error: { code: ErrorCode.ADDRESS_UNCHANGED, message: "Update failed. Same with the previous address." } }) });
    const form = within(screen.getByRole("group", { name: "Change the delivery address" }));
    expect((form.getByLabelText("Address") as HTMLInputElement).value).toBe("1 Marina Way");
    fireEvent.change(form.getByLabelText("Address"), { target: { value: "2 Bay Road" } });
    fireEvent.click(screen.getByRole("button", { name: "Change address" }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(Object.fromEntries(submitted[0]!)).toEqual({
      intent: "changeOrderAddress",
      name: "Michelle Tan",
      countryCallingCode: "+65",
      phone: "91234567",
      address1: "2 Bay Road",
      address2: "",
      suburb: "",
      city: "Singapore",
      state: "",
      postcode: "018956",
      country: "SG",
    });
    expect((await screen.findByRole("alert")).textContent).toBe("This is the address already.");
  });

  it("names the fields the address book's rules refuse", async () => {
    render(delivery(), { answer: () => ({ intent: "changeOrderAddress", ok: false, invalidFields: ["phone"] }) });
    fireEvent.click(screen.getByRole("button", { name: "Change address" }));
    await waitFor(() => expect(screen.getByLabelText("Phone").getAttribute("aria-invalid")).toBe("true"));
  });

  it("offers no address change once a parcel has left, and shows who changed it before", () => {
    render(
      delivery({
        parcels: [inTransit],
        addressRefusal: "inTransit",
        addressChanges: [
          { before: address, after: { ...address, address1: "2 Bay Road" }, staffEmail: null, changedAt: "2026-01-05T03:00:00.000Z" },
          { before: { ...address, address1: "2 Bay Road" }, after: address, staffEmail: "cs@example.com", changedAt: "2026-01-05T09:00:00.000Z" },
        ],
      }),
    );
    expect(screen.getByText("A parcel has left: the delivery address can no longer be changed.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Change address" })).toBeNull();
    const rows = within(screen.getByRole("table", { name: "Address changes" })).getAllByRole("row").slice(1);
    expect(rows.map((row) => [...row.children].slice(1).map((cell) => cell.textContent))).toEqual([
      ["The parent", "Michelle Tan, 1 Marina Way, Singapore, 018956, SG", "Michelle Tan, 2 Bay Road, Singapore, 018956, SG"],
      ["cs@example.com", "Michelle Tan, 2 Bay Road, Singapore, 018956, SG", "Michelle Tan, 1 Marina Way, Singapore, 018956, SG"],
    ]);
  });

  it("records no parcel before payment, and has nothing to do for an order without goods", () => {
    render(delivery({ canShip: false, addressRefusal: "notPaid" }));
    expect(screen.getByText("Parcels can be recorded once the order is paid.")).toBeTruthy();
    expect(screen.getByText("Only a paid order's delivery address can be changed.")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    cleanup();
    render(delivery({ address: null, canShip: false, addressRefusal: "noGoods", goodsLines: [] }));
    expect(screen.getByText("Nothing in this order is delivered.")).toBeTruthy();
  });
});
