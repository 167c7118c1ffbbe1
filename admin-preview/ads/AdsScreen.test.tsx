// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { adminSite, editor, renderAdmin } from "../../tests/helpers/render-admin.js";
import type { StaffMember } from "../../schemas/api/calls/admin.js";
import type { AdminAd } from "./AdForm.js";
import { AdsScreen } from "./AdsScreen.js";

afterEach(cleanup);

const uk = adminSite("uk", "Mathwise Academy United Kingdom");

const ad = (overrides: Partial<AdminAd>): AdminAd => ({
  id: 3,
  locale: "uk",
  locationKey: "home",
  url: "/open-day",
  src: "/images/open-day.png",
  newWindow: false,
  sort: 1,
  active: true,
  channelIds: [],
  ...overrides,
});

const channels = [
  { id: 1, name: "Weekly classes" },
  { id: 3, name: "Holiday camps" },
  { id: 4, name: "Competition prep" },
];

function renderAds(ads: AdminAd[], { answer, staff }: { answer?: (form: FormData) => unknown; staff?: StaffMember } = {}) {
  return renderAdmin(<AdsScreen ads={ads} channels={channels} />, { path: "/admin/sites/uk/ads", siteLayout: { site: uk, sites: [uk] }, answer, staff });
}

const location = (name: string) => within(screen.getByRole("region", { name: new RegExp(`^${name}`) }));

describe("ads by location", () => {
  it("shows the seven location keys, each with its ads", () => {
    renderAds([ad({ id: 3 }), ad({ id: 4, locationKey: "side_bar", url: "https://shop.example/", newWindow: true, active: false })]);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Home page home",
      "Shop home shop_home",
      "Shop list shop_list",
      "Competition mall competition_mall",
      "Student portal student_portal",
      "Side bar side_bar",
      "Examination home examination_home",
    ]);
    const sideBar = location("Side bar").getAllByRole("row")[1]!;
    expect(within(sideBar).getByText("https://shop.example/")).toBeTruthy();
    expect(within(sideBar).getByText("(new window)")).toBeTruthy();
    expect(within(sideBar).getByText("No")).toBeTruthy();
    expect(location("Shop home").getByText("No ads here yet.")).toBeTruthy();
  });

  it("says which channels each shop ad is for, and only for the shop's ads", () => {
    renderAds([
      ad({ id: 3 }),
      ad({ id: 5, locationKey: "shop_home", url: "/camps", channelIds: [3, 4] }),
      ad({ id: 6, locationKey: "shop_home", url: "/level-test", sort: 2 }),
      ad({ id: 7, locationKey: "shop_list", url: "/gone", channelIds: [99] }),
    ]);
    const shopHome = location("Shop home");
    expect(shopHome.getAllByRole("columnheader").map((header) => header.textContent)).toContain("Channels");
    const [camps, levelTest] = shopHome.getAllByRole("row").slice(1);
    expect(within(camps!).getByText("Holiday camps and Competition prep")).toBeTruthy();
    expect(within(levelTest!).getByText("Every channel")).toBeTruthy();
    // A channel the shop no longer has is shown by its id rather than hidden.
    expect(location("Shop list").getByText("#99")).toBeTruthy();
    expect(location("Home page").queryByRole("columnheader", { name: "Channels" })).toBeNull();
  });
});

describe("a publisher", () => {
  it("adds an ad at a location", async () => {
    const { submitted } = renderAds([], { answer: () => ({ intent: "saveAd", ok: true, result: { id: 9 } }) });
    const shopList = location("Shop list");
    fireEvent.click(shopList.getByText("Add an ad here"));
    fireEvent.change(shopList.getByLabelText("Link address"), { target: { value: "/shop" } });
    fireEvent.change(shopList.getByLabelText("Image address"), { target: { value: "/images/shop.png" } });
    fireEvent.change(shopList.getByLabelText("Order"), { target: { value: "2" } });
    fireEvent.click(shopList.getByLabelText("Open in a new window"));
    fireEvent.click(shopList.getByRole("button", { name: "Add ad" }));
    await waitFor(() => expect(shopList.getByRole("status").textContent).toBe("Ad added."));
    expect(Object.fromEntries(submitted[0]!)).toEqual({
      intent: "saveAd",
      locationKey: "shop_list",
      url: "/shop",
      src: "/images/shop.png",
      sort: "2",
      newWindow: "on",
      active: "on",
    });
    // No channel ticked: the ad is for every channel.
    expect(submitted[0]!.getAll("channelIds")).toEqual([]);
    // Added, the form is empty for the next one.
    await waitFor(() => expect((shopList.getByLabelText("Link address") as HTMLInputElement).value).toBe(""));
  });

  it("changes an ad, sending its id, and shows refused fields there", async () => {
    const { submitted } = renderAds([ad({ id: 3 })], { answer: () => ({ intent: "saveAd", ok: false, invalidFields: ["src"] }) });
    const home = location("Home page");
    fireEvent.click(home.getByText("Change"));
    const form = home.getByRole("button", { name: "Save ad" }).closest("form")!;
    expect((within(form).getByLabelText("Link address") as HTMLInputElement).value).toBe("/open-day");
    fireEvent.change(within(form).getByLabelText("Image address"), { target: { value: "javascript:alert(1)" } });
    fireEvent.click(within(form).getByLabelText("Shown on the site"));
    fireEvent.click(within(form).getByRole("button", { name: "Save ad" }));
    await waitFor(() => expect(within(form).getByLabelText("Image address").getAttribute("aria-invalid")).toBe("true"));
    expect(within(form).getAllByText("Enter an address that starts with https://, http:// or /.")).toHaveLength(1);
    expect(submitted[0]!.get("id")).toBe("3");
    expect(submitted[0]!.has("active")).toBe(false);
  });

  it("deletes an ad after confirming", async () => {
    const { submitted } = renderAds([ad({ id: 3 })], { answer: () => ({ intent: "deleteAd", ok: true, result: null }) });
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(submitted).toHaveLength(0);
    const question = screen.getByRole("group", { name: "Delete the ad linking to /open-day?" });
    fireEvent.click(within(question).getByRole("button", { name: "Yes, delete" }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(Object.fromEntries(submitted[0]!)).toEqual({ intent: "deleteAd", id: "3" });
  });

  it("can take back a delete", () => {
    renderAds([ad({ id: 3 })]);
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Delete" })).toBeTruthy();
  });

  it("shows the service's refusal by the form", async () => {
    renderAds([ad({ id: 3 })], { answer: () => ({ intent: "deleteAd", ok: false, error: { code: 4031, message: "Your role does not allow this. Ask a colleague whose role does." } }) });
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, delete" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Your role does not allow this. Ask a colleague whose role does.");
  });
});

describe("an editor", () => {
  it("sees the ads but no way to change them, and why", () => {
    renderAds([ad({ id: 3 })], { staff: editor });
    expect(screen.getByText("Only publishers can add, change or delete ads: changes go live on the site at once.")).toBeTruthy();
    expect(screen.getByText("/open-day")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByText("Add an ad here")).toBeNull();
  });
});
