// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { adminSite, renderAdmin } from "../../tests/helpers/render-admin.js";
import type { Language } from "../../schemas/site.js";
import { AdForm, type AdminAd } from "./AdForm.js";

afterEach(cleanup);

const uk = adminSite("uk", "Mathwise Academy United Kingdom");
const channels = [
  { id: 1, name: "Weekly classes" },
  { id: 3, name: "Holiday camps" },
  { id: 4, name: "Competition prep" },
];
const campAd: AdminAd = {
  id: 5,
  locale: "uk",
  locationKey: "shop_home",
  url: "/courses/list?channelId=3",
  src: "/images/ads/holiday-camp.en.svg",
  newWindow: false,
  sort: 0,
  active: true,
  channelIds: [3],
};

function renderForm(props: Parameters<typeof AdForm>[0], { answer, language }: { answer?: (form: FormData) => unknown; language?: Language } = {}) {
  return renderAdmin(<AdForm {...props} />, { path: "/admin/sites/uk/ads", siteLayout: { site: uk, sites: [uk] }, answer, language });
}

const channelChoice = () => screen.getByRole("group", { name: "Channels" });
const ticked = () =>
  within(channelChoice())
    .getAllByRole("checkbox")
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.parentElement!.textContent!.trim());

describe("AdForm's channels", () => {
  it("offers the shop's channels, none ticked (every channel), for a new shop ad", () => {
    renderForm({ locationKey: "shop_list", channels });
    expect(within(channelChoice()).getAllByRole("checkbox").map((box) => box.parentElement!.textContent!.trim())).toEqual([
      "Weekly classes",
      "Holiday camps",
      "Competition prep",
    ]);
    expect(ticked()).toEqual([]);
    expect(channelChoice().getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("Tick the shop channels this ad is for; with none ticked, it shows with every channel.")).toBeTruthy();
  });

  it("is not offered at the other locations", () => {
    renderForm({ locationKey: "home", channels });
    expect(screen.queryByRole("group", { name: "Channels" })).toBeNull();
    expect(screen.queryByLabelText("Holiday camps")).toBeNull();
  });

  it("shows the channels an ad is for and sends the ticked ones", async () => {
    const { submitted } = renderForm({ locationKey: "shop_home", channels, ad: campAd }, { answer: () => ({ intent: "saveAd", ok: true, result: { id: 5 } }) });
    expect(ticked()).toEqual(["Holiday camps"]);
    fireEvent.click(screen.getByLabelText("Competition prep"));
    fireEvent.click(screen.getByRole("button", { name: "Save ad" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Ad saved."));
    expect(submitted[0]!.getAll("channelIds")).toEqual(["3", "4"]);
    expect(submitted[0]!.get("id")).toBe("5");
  });

  it("marks the choice when the channels are refused", async () => {
    renderForm({ locationKey: "shop_home", channels, ad: campAd }, { answer: () => ({ intent: "saveAd", ok: false, invalidFields: ["channelIds"] }) });
    fireEvent.click(screen.getByRole("button", { name: "Save ad" }));
    await waitFor(() => expect(channelChoice().getAttribute("aria-invalid")).toBe("true"));
    expect(within(channelChoice()).getByText("Choose channels from the list.")).toBeTruthy();
  });

  it("shows the service's refusal of a channel that is gone", async () => {
    const refusal = { code: 4000, message: "channelIds: there is no shop channel 99" };
    renderForm({ locationKey: "shop_home", channels, ad: campAd }, { answer: () => ({ intent: "saveAd", ok: false, error: refusal }) });
    fireEvent.click(screen.getByRole("button", { name: "Save ad" }));
    expect((await screen.findByRole("alert")).textContent).toBe(refusal.message);
  });

  it("speaks the editor's language", () => {
    renderForm({ locationKey: "shop_home", channels }, { language: "ja" });
    expect(screen.getByRole("group", { name: "チャネル" })).toBeTruthy();
  });
});
