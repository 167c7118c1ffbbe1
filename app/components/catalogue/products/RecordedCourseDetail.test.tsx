// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import type { Language, Site } from "../../../../schemas/site.js";
import { fakeApi, renderAccount, type Answers } from "../../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { user } from "../../../../tests/helpers/sample-accounts.js";
import { recordedCourseDetail } from "./product-test-support.js";
import { RecordedCourseDetail } from "./RecordedCourseDetail.js";

const SKU = "us-fractions-video";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

interface Options {
  detail?: ResponseOf<"queryRecordedCourseDetail">;
  answers?: Answers;
  site?: Site;
  language?: Language;
}

function renderRecorded({ detail = recordedCourseDetail(), answers = {}, site = fixtureSite("us"), language = "en" }: Options = {}) {
  const { card } = detail;
  const live = { skuId: card.id, store: card.store, sellStore: card.sellStore, tag: card.tag, remainSellTime: card.remainSellTime, courseClosed: false };
  const fake = fakeApi({ queryCourseSellStatus: { list: [live] }, ...answers });
  const view = renderAccount(<RecordedCourseDetail detail={detail} loadedAt={Date.now()} />, {
    api: fake.api,
    signedIn: user(),
    site,
    language,
    path: `/courses/recorded-detail/${SKU}`,
    pages: [{ path: "*", element: null }],
  });
  return { ...view, ...fake };
}

const panel = () => within(screen.getByRole("complementary", { name: "Price and availability" }));

describe("what the recorded course is", () => {
  it("shows the title, lessons, syllabus, price, that it is valid for ever, and add-to-cart", () => {
    renderRecorded();
    expect(screen.getByRole("heading", { level: 1, name: "Fractions Mastery Video Course" })).toBeTruthy();
    expect(screen.getByText("Recorded course")).toBeTruthy();
    expect(screen.getByText("Lessons").nextElementSibling?.textContent).toBe("3");
    expect(within(screen.getByRole("region", { name: "Syllabus" })).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "What a fraction really means",
      "Fractions on the number line",
      "Equivalent fractions",
    ]);
    expect(panel().getByText("$99.00")).toBeTruthy();
    expect(panel().queryByText(/per lesson/)).toBeNull();
    expect(panel().getByText("Permanently valid")).toBeTruthy();
    expect(panel().getByText("Available")).toBeTruthy();
    expect(screen.getAllByRole("button").map((button) => button.getAttribute("aria-label") ?? button.textContent)).toEqual(["On my wish list", "Add to cart"]);
    expect(screen.queryByText("Course")).toBeNull();
  });

  it.each([
    [180, "Valid for 180 days after purchase"],
    [1, "Valid for 1 day after purchase"],
  ])("says how long a purchase lasts: %i days", (validDays, text) => {
    renderRecorded({ detail: recordedCourseDetail({}, { validDays }) });
    expect(panel().getByText(text)).toBeTruthy();
  });

  it("writes the days in the page's language", () => {
    renderRecorded({ detail: recordedCourseDetail({}, { validDays: 180 }), site: fixtureSite("fr"), language: "fr" });
    expect(screen.getByText("Valable 180 jours après l’achat")).toBeTruthy();
  });

  it("links the course it belongs to", () => {
    renderRecorded({ detail: recordedCourseDetail({}, { course: { id: "us-fractions", title: "Fractions for Grade 4" } }) });
    expect(screen.getByRole("link", { name: "Fractions for Grade 4" }).getAttribute("href")).toBe("/courses/available-classes/us-fractions");
  });
});

describe("live sale", () => {
  it("counts down to a later sale, in days past 24 hours", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    renderRecorded({ detail: recordedCourseDetail({ tag: 11, remainSellTime: 90_061_000, sellStore: 9999 }) });
    expect(panel().getByText("Coming soon")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("1 d 01:01:01");
    expect(panel().queryByText("Online ordering is not open on this site yet.")).toBeNull();
  });

  it("says sold out as soon as the live answer has none left", async () => {
    const { callsOf } = renderRecorded({
      answers: { queryCourseSellStatus: { list: [{ skuId: SKU, store: 9999, sellStore: 0, tag: 15, remainSellTime: 0, courseClosed: false }] } },
    });
    await waitFor(() => expect(panel().getByText("Sold out")).toBeTruthy());
    expect(callsOf("queryCourseSellStatus")).toEqual([{ skuIds: [SKU] }]);
    expect((panel().getByRole("button", { name: "Add to cart" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("add to cart", () => {
  it("puts the recorded course in the signed-in student's cart", async () => {
    const { callsOf } = renderRecorded({ answers: { addCart: { status: 0, statusDesc: "", extra: { total: 1 } } } });
    fireEvent.click(panel().getByRole("button", { name: "Add to cart" }));
    await waitFor(() => expect(panel().getByText("Added to your cart.")).toBeTruthy());
    expect(callsOf("addCart")).toEqual([{ studentId: "u-1", skuId: SKU, quantity: 1, cartType: 1 }]);
  });

  it("says the server's reason when it is already in the cart", async () => {
    renderRecorded({ answers: { addCart: { status: 13, statusDesc: "This is already in your cart.", extra: { total: 1 } } } });
    fireEvent.click(panel().getByRole("button", { name: "Add to cart" }));
    expect((await panel().findByRole("alert")).textContent).toBe("This is already in your cart.");
  });
});
