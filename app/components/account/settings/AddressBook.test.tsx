// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import type { Address } from "../../../../schemas/api/calls/addresses.js";
import type { Site } from "../../../../schemas/site.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { fakeApi, renderAccount, testCallContext, type Answers } from "../../../../tests/helpers/render-account.js";
import { AddressBook } from "./AddressBook.js";

const revalidate = vi.hoisted(() => vi.fn());
const shell = vi.hoisted(() => ({ site: undefined as unknown as Site }));
vi.mock("@remix-run/react", () => ({ useRevalidator: () => ({ revalidate, state: "idle" }) }));
vi.mock("../../shell/use-shell.js", () => ({ useShell: () => shell }));

afterEach(() => {
  cleanup();
  revalidate.mockReset();
});

const home: Address = {
  id: 11,
  uid: "student-1",
  name: "Mei Tan",
  countryCallingCode: "+65",
  phone: "81234567",
  postcode: "238823",
  address1: "1 Orchard Road",
  address2: "#02-01",
  city: "",
  state: "",
  suburb: "",
  country: "Singapore",
  use: "delivery",
  isDefault: false,
};
const office: Address = { ...home, id: 12, name: "Kai Tan", address1: "8 Marina View", address2: "", isDefault: true, use: "billing" };

function renderBook(addresses: Address[], answers: Answers = {}, locale = "sg") {
  shell.site = fixtureSite(locale);
  const { call, api } = fakeApi(answers);
  renderAccount(<AddressBook uid="student-1" addresses={addresses} />, { api });
  /** An input by its label, which ends in "(optional)" for optional fields. */
  const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\(optional\\))?$`)) as HTMLInputElement;
  return {
    call,
    field,
    type: (label: string, value: string) => fireEvent.change(field(label), { target: { value } }),
    save: () => fireEvent.click(screen.getByRole("button", { name: "Save" })),
  };
}

const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe("address book", () => {
  it("lists the default address first, marked", () => {
    renderBook([home, office]);
    const cards = screen.getAllByRole("listitem");
    expect(cards.map((card) => card.querySelector(".address-card__name")?.textContent)).toEqual(["Kai TanDefaultBilling", "Mei TanDelivery"]);
    expect(within(cards[0]!).queryByRole("button", { name: /the default/ })).toBeNull();
    expect(within(cards[1]!).getByRole("button", { name: "Make the address of Mei Tan, 1 Orchard Road the default" })).toBeTruthy();
  });

  it("says when there is no address yet", () => {
    renderBook([]);
    expect(screen.getByText("You have no saved addresses yet.")).toBeTruthy();
  });

  it("asks for the postcode in Singapore but not in Hong Kong", () => {
    renderBook([]);
    fireEvent.click(screen.getByRole("button", { name: "Add address" }));
    expect(screen.getByLabelText(/Postcode/)).toBeTruthy();
    cleanup();
    renderBook([], {}, "hk");
    fireEvent.click(screen.getByRole("button", { name: "Add address" }));
    expect(screen.queryByLabelText(/Postcode/)).toBeNull();
  });

  it("marks the required fields and sends nothing while they are empty", () => {
    const { call, field, save } = renderBook([]);
    fireEvent.click(screen.getByRole("button", { name: "Add address" }));
    save();
    expect(call).not.toHaveBeenCalled();
    for (const label of ["Recipient name", "Mobile number", "Address", "Country or region"]) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute("aria-invalid"), label).toBe("true");
      expect(errorOf(input), label).toBe("The input is required.");
    }
    expect(field("Postcode").getAttribute("aria-invalid")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Recipient name"));
  });

  it("checks the name and the phone of the chosen area code", () => {
    const { type, save } = renderBook([]);
    fireEvent.click(screen.getByRole("button", { name: "Add address" }));
    type("Recipient name", "Mei 2");
    type("Mobile number", "1234");
    save();
    expect(errorOf(screen.getByLabelText("Recipient name"))).toBe("Please use letters and spaces only.");
    expect(errorOf(screen.getByLabelText("Mobile number"))).toBe("Please enter a valid mobile number.");
  });

  it("checks a typed phone again when the area code changes", () => {
    const { field, type } = renderBook([]);
    fireEvent.click(screen.getByRole("button", { name: "Add address" }));
    const areaCode = screen.getByRole("combobox", { name: "Country calling code" });
    type("Mobile number", "81234567");
    expect(errorOf(field("Mobile number"))).toBeUndefined();
    fireEvent.change(areaCode, { target: { value: "MY" } });
    expect(errorOf(field("Mobile number"))).toBe("Please enter a valid mobile number.");
    fireEvent.change(areaCode, { target: { value: "SG" } });
    expect(errorOf(field("Mobile number"))).toBeUndefined();
  });

  it("adds an address for the student and reloads the list", async () => {
    const { call, type, save } = renderBook([], { addAddress: { id: 13 } });
    fireEvent.click(screen.getByRole("button", { name: "Add address" }));
    type("Recipient name", " Mei Tan ");
    fireEvent.change(screen.getByRole("combobox", { name: "Country calling code" }), { target: { value: "MY" } });
    type("Mobile number", "123456789");
    type("Address", "1 Jalan Ampang");
    type("Postcode", "50450");
    type("Country or region", "Malaysia");
    fireEvent.click(screen.getByLabelText("Billing"));
    fireEvent.click(screen.getByLabelText("Set as default address"));
    save();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("The address has been saved."));
    expect(call).toHaveBeenCalledWith(
      "addAddress",
      {
        uid: "student-1",
        name: "Mei Tan",
        countryCallingCode: "+60",
        phone: "123456789",
        postcode: "50450",
        address1: "1 Jalan Ampang",
        address2: "",
        city: "",
        state: "",
        suburb: "",
        country: "Malaysia",
        use: "billing",
        isDefault: true,
      },
      testCallContext,
    );
    expect(document.querySelector("dialog")).toBeNull();
    expect(revalidate).toHaveBeenCalled();
  });

  it("edits an address and shows the server's message when nothing changed", async () => {
    const { call, field, save } = renderBook([home], {
      updateAddress: new ApiError(ErrorCode.ADDRESS_UNCHANGED, "Update failed. Same with the previous address."),
    });
    fireEvent.click(screen.getByRole("button", { name: "Edit the address of Mei Tan, 1 Orchard Road" }));
    expect(document.querySelector("dialog")!.getAttribute("aria-label")).toBe("Edit address");
    expect(field("Recipient name").value).toBe("Mei Tan");
    expect(field("Apartment, unit or floor").value).toBe("#02-01");
    save();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Update failed. Same with the previous address."));
    expect(call).toHaveBeenCalledWith("updateAddress", expect.objectContaining({ id: 11, name: "Mei Tan", postcode: "238823", isDefault: false }), testCallContext);
    expect(document.querySelector("dialog")).not.toBeNull();
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(false);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it("deletes an address after a 500 px confirmation", async () => {
    const { call } = renderBook([home, office]);
    fireEvent.click(screen.getByRole("button", { name: "Delete the address of Mei Tan, 1 Orchard Road" }));
    const dialog = document.querySelector("dialog")!;
    expect(dialog.className).toContain("dialog--500");
    expect(call).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("The address has been deleted."));
    expect(call).toHaveBeenCalledWith("deleteAddress", { id: 11 }, testCallContext);
    expect(revalidate).toHaveBeenCalled();
  });

  it("makes an address the default", async () => {
    const { call } = renderBook([home, office]);
    fireEvent.click(screen.getByRole("button", { name: "Make the address of Mei Tan, 1 Orchard Road the default" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("The default address has been changed."));
    expect(call).toHaveBeenCalledWith("setDefaultAddress", { id: 11 }, testCallContext);
    expect(revalidate).toHaveBeenCalled();
  });
});
