// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";
import type { Site } from "../../../../schemas/site.js";
import { fakeApi, renderAccount, type Answers } from "../../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { user } from "../../../../tests/helpers/sample-accounts.js";
import { useLoginDialog } from "../../../lib/account/login-dialog.js";
import { SELL_STATUS_POLL_MS } from "../detail/use-live-sale.js";
import { PathFamilyContext } from "../use-path-family.js";
import { PackageDetail } from "./PackageDetail.js";
import { packageCard, packageItems } from "./package-test-support.js";
import { type PathFamily } from "../../../../rules/catalogue/product-paths.js";

const SKU = "us-amc8-prealgebra-bundle";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useLoginDialog.setState({ open: false, request: {} });
});

interface Options {
  card?: CourseCard;
  items?: CourseCard[];
  answers?: Answers;
  signedIn?: boolean;
  site?: Site;
  family?: PathFamily;
}

/** The package page; its live places answer what the card says unless `answers` tells otherwise. */
function renderPackage({ card = packageCard(), items = packageItems(), answers = {}, signedIn = true, site = fixtureSite("us"), family = "plain" }: Options = {}) {
  const live = { skuId: card.id, store: card.store, sellStore: card.sellStore, tag: card.tag, remainSellTime: card.remainSellTime, courseClosed: false };
  const fake = fakeApi({ queryCourseSellStatus: { list: [live] }, ...answers });
  const view = renderAccount(
    <PathFamilyContext.Provider value={family}>
      <PackageDetail card={card} items={items} loadedAt={Date.now()} />
    </PathFamilyContext.Provider>,
    { api: fake.api, signedIn: signedIn ? user() : null, site, language: "en", path: `/courses/detail/promote/${SKU}`, pages: [{ path: "*", element: null }] },
  );
  return { ...view, ...fake };
}

const panel = () => within(screen.getByRole("complementary", { name: "Price and enrolment" }));
const enrolButton = () => panel().getByRole("button", { name: /^(Enrol|Full|Enrolment opens soon|Course ended)$/ });

describe("what the package is", () => {
  it("names the package, what it saves against its classes booked apart, and its price", () => {
    renderPackage();
    expect(screen.getByText("Package")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "AMC 8 + Pre-Algebra Honors Bundle" })).toBeTruthy();
    expect(screen.getByText("Enroll in both classes together and save $110.")).toBeTruthy();
    expect(document.querySelector(".package-detail__saving")?.textContent).toBe(
      "You save $110.00 compared with $1,100.00 for the classes booked separately.",
    );
    expect(panel().getByText("$990.00")).toBeTruthy();
  });

  it("strikes the former price and says the saving against it when the catalogue gives one", () => {
    renderPackage({ card: packageCard({ orgPrice: 120000 }) });
    expect(panel().getByText("Was $1,200.00")).toBeTruthy();
    expect(document.querySelector(".package-detail__saving")?.textContent?.trim()).toBe("You save $210.00");
  });

  it("says no saving when there is none", () => {
    renderPackage({ card: packageCard({ sellPrice: 110000 }) });
    expect(document.querySelector(".package-detail__saving")).toBeNull();
  });

  it("shows its classes as cards leading to their pages", () => {
    renderPackage();
    const classes = within(screen.getByRole("region", { name: "Classes in this package" }));
    const cards = classes.getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "AMC 8 Competition Prep",
      "Pre-Algebra Honors (Cupertino)",
    ]);
    expect(within(cards[0]!).getByRole("link", { name: "AMC 8 Competition Prep" }).getAttribute("href")).toBe("/courses/detail/us-amc8-prep-online-sku");
  });

  it("keeps the tutoring brand's pages within -bm", () => {
    renderPackage({ site: fixtureSite("bmus"), family: "bm" });
    const links = within(screen.getByRole("region", { name: "Classes in this package" })).getAllByRole("link");
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute("href")).toMatch(/^\/courses\/detail-bm\//);
  });

  it("says when the classes are not announced yet", () => {
    renderPackage({ items: [] });
    expect(screen.getByText("The classes of this package will be announced soon.")).toBeTruthy();
  });
});

describe("the package's own places", () => {
  it("are asked for live for the package's SKU and shown", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    let sellStore = 8;
    const { callsOf } = renderPackage({
      answers: { queryCourseSellStatus: () => ({ list: [{ skuId: SKU, store: 10, sellStore, tag: 12, remainSellTime: 0, courseClosed: false }] }) },
    });
    await waitFor(() => expect(callsOf("queryCourseSellStatus")).toEqual([{ skuIds: [SKU] }]));
    expect(enrolButton().textContent).toBe("Enrol");

    sellStore = 0;
    act(() => void vi.advanceTimersByTime(SELL_STATUS_POLL_MS));
    await waitFor(() => expect(enrolButton().textContent).toBe("Full"));
    expect((enrolButton() as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("enrolling and the wish heart", () => {
  it("runs the sign-up check for the package, then goes on to its order-create screen", async () => {
    const { callsOf, router } = renderPackage({ answers: { querySignUpCheckV2: { status: 0, message: "", leftChance: null, examId: null } } });
    await waitFor(() => expect(callsOf("queryCourseSellStatus")).toHaveLength(1));
    fireEvent.click(enrolButton());
    await waitFor(() => expect(callsOf("querySignUpCheckV2")).toEqual([{ skuId: SKU, studentId: "u-1" }]));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/order/create/${SKU}?studentId=u-1`));
  });

  it("asks a visitor to log in first (REGISTRATION_COURSE)", async () => {
    const { callsOf } = renderPackage({ signedIn: false });
    await waitFor(() => expect(callsOf("queryCourseSellStatus")).toHaveLength(1));
    fireEvent.click(enrolButton());
    expect(useLoginDialog.getState()).toMatchObject({ open: true, request: { triggerSource: "REGISTRATION_COURSE" } });
    expect(callsOf("querySignUpCheckV2")).toEqual([]);
  });

  it("604 on a -bm page goes back to the -bm course list", async () => {
    const { router, callsOf } = renderPackage({
      site: fixtureSite("bmus"),
      family: "bm",
      answers: { querySignUpCheckV2: { status: 604, message: "", leftChance: null, examId: null } },
    });
    await waitFor(() => expect(callsOf("queryCourseSellStatus")).toHaveLength(1));
    fireEvent.click(enrolButton());
    const dialog = within(await screen.findByRole("dialog", { name: "Course not available" }));
    fireEvent.click(dialog.getByRole("button", { name: "See other courses" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/courses/list-bm"));
  });

  it("puts the package on the wish list and takes it off", async () => {
    const { callsOf } = renderPackage({ answers: { addWish: {}, cancelWish: {} } });
    const heart = panel().getByRole("button", { name: /Wish list/ });
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("true"));
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("false"));
    expect(callsOf("addWish")).toEqual([{ studentId: "u-1", skuId: SKU }]);
    expect(callsOf("cancelWish")).toEqual([{ studentId: "u-1", skuId: SKU }]);
  });
});
