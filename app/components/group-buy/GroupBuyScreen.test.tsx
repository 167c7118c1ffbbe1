// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import type { GroupBuyView } from "../../../schemas/api/calls/group-buy.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { user } from "../../../tests/helpers/sample-accounts.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { GroupBuyScreen } from "./GroupBuyScreen.js";
import { GROUP_ID, groupBuyView, leader, member, NOW, openGroup, signedIn } from "./group-buy-test-support.js";

// The page's clock at the tests' "now", while the activity runs; tests that count down fake the intervals too.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useLoginDialog.setState({ open: false, request: {} });
});

const ORIGIN = "http://us.localhost:3000";
const ORDER_PATH = "/order/create/us-scratch-game-camp-online-sku?createWay=4&activityId=7001&activityType=1";

/** Swaps the page's view as a revalidation would (set by the rendered page). */
let reload: (view: GroupBuyView) => void = () => undefined;

function Page({ initial }: { initial: GroupBuyView }) {
  const [view, setView] = useState(initial);
  reload = setView;
  return <GroupBuyScreen view={view} loadedAt={NOW} origin={ORIGIN} />;
}

function renderPage(view: GroupBuyView, answers: Answers = {}) {
  const fake = fakeApi(answers);
  const rendered = renderAccount(<Page initial={view} />, {
    api: fake.api,
    signedIn: view.viewer ? user() : null,
    site: fixtureSite("us"),
    language: "en",
    path: `/activity/group/detail/${view.activityId}`,
  });
  return { ...rendered, ...fake };
}

/** The page's clock at `now`, its countdown's intervals run by the test. */
function countingDownFrom(now: number) {
  vi.useRealTimers();
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
  vi.setSystemTime(now);
}

const locationOf = (router: ReturnType<typeof renderPage>["router"]) => `${router.state.location.pathname}${router.state.location.search}`;
const section = (name: string) => screen.getByRole("heading", { name }).closest("section")!;

describe("what the page shows", () => {
  it("shows the class, the group price against the usual one, the group's size, the launching tags and the event's end", () => {
    renderPage(groupBuyView());
    expect(screen.getByRole("heading", { level: 1, name: "Scratch Game Camp (Online)" })).toBeTruthy();
    expect(screen.getByText("Group buy")).toBeTruthy();
    expect(screen.getByText("$249.00").tagName).toBe("STRONG");
    expect(screen.getByText("Usual price $299.00")).toBeTruthy();
    expect(screen.getByText("$299.00").tagName).toBe("S");
    expect(within(screen.getByRole("list", { name: "What you get" })).getAllByRole("listitem").map((tag) => tag.textContent)).toEqual(["Group leader", "Group price $249.00"]);
    expect(screen.getByText("Families per group: 2")).toBeTruthy();
    expect(screen.getByText("Once its leader has paid, a group has 48 hours to fill.")).toBeTruthy();
    // 30 January 2027 at noon UTC is 04:00 in Los Angeles, the us site's zone.
    expect(screen.getByText("Offer ends: 30-01-2027 04:00")).toBeTruthy();
    expect(screen.getByText("Rachel Donovan")).toBeTruthy();
    expect(screen.getByRole("link", { name: "About this class" }).getAttribute("href")).toBe("/courses/detail/us-scratch-game-camp-online-sku");
    expect(screen.getByText(/Start a group at the group price/)).toBeTruthy();
  });

  it("shows a group's families, the leader marked, paid or holding, its free places, the joining tags and a live countdown", () => {
    countingDownFrom(NOW);
    const group = openGroup({ seats: 3, taken: 2, placesLeft: 1, members: [leader({ avatar: "/avatars/ethan.png" }), member()] });
    renderPage(groupBuyView({ group, groupSize: 3 }));
    const members = within(screen.getByRole("list", { name: "Families in this group" })).getAllByRole("listitem");
    expect(members.map((item) => item.textContent)).toEqual(["Ethan M.LeaderPaid", "OROlivia R.Place held, not paid yet", "+Free place"]);
    expect(screen.getByText("Places left: 1")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "What you get" })).getAllByRole("listitem").map((tag) => tag.textContent)).toEqual(["For new families", "Group price $249.00"]);
    expect(screen.getByRole("timer").textContent).toBe("1 d 23:30:00");
    expect(screen.getByText("Closes: 03-12-2026 03:30")).toBeTruthy();
    act(() => void vi.advanceTimersByTime(61_000));
    expect(screen.getByRole("timer").textContent).toBe("1 d 23:28:59");
  });

  it("turns to the closed group when the countdown ends", () => {
    countingDownFrom(Date.parse("2026-12-03T11:29:58.000Z"));
    renderPage(groupBuyView({ group: openGroup(), viewer: signedIn(6007, "leader", "O-1") }));
    expect(screen.getByRole("heading", { name: "Invite friends" })).toBeTruthy();
    act(() => void vi.advanceTimersByTime(3000));
    expect(screen.getByText("This group closed: places paid are refunded")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Invite friends" })).toBeNull();
    expect(screen.queryByRole("timer")).toBeNull();
  });
});

describe("starting or joining", () => {
  it("asks a visitor to log in (REGISTRATION_COURSE), then checks and goes to the order once the page knows the family", async () => {
    const { callsOf, router } = renderPage(groupBuyView(), { checkGroupBuy: { recommendedSkuId: "us-scratch-game-camp-online-sku", orderPath: ORDER_PATH } });
    expect(screen.getByText("Log in to go on: you come back to this page.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Start a group" }));
    expect(useLoginDialog.getState()).toMatchObject({ open: true, request: { triggerSource: "REGISTRATION_COURSE" } });
    expect(callsOf("checkGroupBuy")).toEqual([]);

    // The login fires register-course (true); the check waits for the page's data with the family.
    act(() => void window.dispatchEvent(new CustomEvent("register-course", { detail: true })));
    expect(callsOf("checkGroupBuy")).toEqual([]);
    act(() => reload(groupBuyView({ viewer: signedIn() })));
    await waitFor(() => expect(locationOf(router)).toBe(ORDER_PATH));
    expect(callsOf("checkGroupBuy")).toEqual([{ activityId: 7001, skuId: "us-scratch-game-camp-online-sku", courseId: "us-amc8-prep", startTime: Date.parse("2025-01-11T02:00:00.000Z") }]);
  });

  it("after a visitor's login, does not start when the family turns out to be refused, and says why", async () => {
    const { callsOf } = renderPage(groupBuyView({ group: openGroup() }));
    fireEvent.click(screen.getByRole("button", { name: "Join this group" }));
    act(() => void window.dispatchEvent(new CustomEvent("register-course", { detail: true })));
    act(() => reload(groupBuyView({ group: openGroup(), viewer: signedIn(6006) })));
    expect(await screen.findByText("Only new families, who have not bought a class before, can join a group.")).toBeTruthy();
    expect(callsOf("checkGroupBuy")).toEqual([]);
    expect(screen.queryByRole("button", { name: "Join this group" })).toBeNull();
  });

  it("does not carry on after a login the page did not ask for", async () => {
    const { callsOf } = renderPage(groupBuyView());
    act(() => void window.dispatchEvent(new CustomEvent("register-course", { detail: true })));
    act(() => reload(groupBuyView({ viewer: signedIn() })));
    await screen.findByRole("button", { name: "Start a group" });
    expect(callsOf("checkGroupBuy")).toEqual([]);
  });

  it("lets a family start a group: the check without a group, then the order path it gives", async () => {
    const { callsOf, router } = renderPage(groupBuyView({ viewer: signedIn() }), { checkGroupBuy: { recommendedSkuId: "us-scratch-game-camp-online-sku", orderPath: ORDER_PATH } });
    expect(screen.queryByText("Log in to go on: you come back to this page.")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Start a group" }));
    await waitFor(() => expect(locationOf(router)).toBe(ORDER_PATH));
    expect(callsOf("checkGroupBuy")).toHaveLength(1);
    expect(callsOf("checkGroupBuy")[0]).not.toHaveProperty("groupId");
  });

  it("lets a new family join a group with places: the check with the group", async () => {
    const joinPath = `${ORDER_PATH}&groupId=${GROUP_ID}`;
    const { callsOf, router } = renderPage(groupBuyView({ group: openGroup(), viewer: signedIn() }), { checkGroupBuy: { recommendedSkuId: "us-scratch-game-camp-online-sku", orderPath: joinPath } });
    fireEvent.click(screen.getByRole("button", { name: "Join this group" }));
    await waitFor(() => expect(locationOf(router)).toBe(joinPath));
    expect(callsOf("checkGroupBuy")[0]).toMatchObject({ activityId: 7001, skuId: "us-scratch-game-camp-online-sku", groupId: GROUP_ID });
  });

  it("says why when the check refuses at the click (the group filled meanwhile), and stays", async () => {
    const { router } = renderPage(groupBuyView({ group: openGroup(), viewer: signedIn() }), { checkGroupBuy: new ApiError(ErrorCode.GROUP_FULL) });
    fireEvent.click(screen.getByRole("button", { name: "Join this group" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This group is full.");
    expect(locationOf(router)).toBe("/activity/group/detail/7001");
  });

  it("gives the service's message for another failure, and never follows an order path off the site", async () => {
    renderPage(groupBuyView({ viewer: signedIn() }), { checkGroupBuy: new ApiError(ErrorCode.CANNOT_CREATE_ORDER, "Cannot create an order for the current product") });
    fireEvent.click(screen.getByRole("button", { name: "Start a group" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Cannot create an order for the current product");
    cleanup();
    const { router } = renderPage(groupBuyView({ viewer: signedIn() }), { checkGroupBuy: { recommendedSkuId: "x", orderPath: "//evil.example/order" } });
    fireEvent.click(screen.getByRole("button", { name: "Start a group" }));
    expect((await screen.findByRole("alert")).textContent).toBe("We could not check the group buy. Please try again.");
    expect(locationOf(router)).toBe("/activity/group/detail/7001");
  });
});

describe("the family's own group", () => {
  function mockClipboard(writeText: (text: string) => Promise<void>) {
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  }

  it("gives the group's link to copy, and the order to pay while the leader's place is held", async () => {
    const writeText = vi.fn(async () => undefined);
    mockClipboard(writeText);
    const pending = openGroup({ state: "pending", paid: 0, deadline: null, members: [leader({ paid: false })] });
    renderPage(groupBuyView({ group: pending, viewer: signedIn(6007, "leader", "ORD-1") }));
    const invite = section("Invite friends");
    const link = `${ORIGIN}/activity/group/detail/7001?groupId=${GROUP_ID}`;
    expect(within(invite).getByLabelText<HTMLInputElement>("Your group's link").value).toBe(link);
    fireEvent.click(within(invite).getByRole("button", { name: "Copy link" }));
    await waitFor(() => expect(within(invite).getByRole("status").textContent).toBe("The link is copied."));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(within(invite).getByText(/Your place is held until your order is paid/)).toBeTruthy();
    expect(within(invite).getByRole("link", { name: "Pay for your place" }).getAttribute("href")).toBe("/order/detail/ORD-1");
    expect(screen.getByText("The group opens once its leader has paid.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /group/ })).toBeNull();
  });

  it("says 'Copied Failed' when the link cannot be copied, and offers no order once the place is paid", async () => {
    mockClipboard(async () => Promise.reject(new Error("denied")));
    renderPage(groupBuyView({ group: openGroup(), viewer: signedIn(6007, "leader", "ORD-1", true) }));
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Copied Failed");
    expect(screen.queryByRole("link", { name: "Pay for your place" })).toBeNull();
  });
});

describe("groups that take nobody", () => {
  it("says a full group is complete, with nothing to start", () => {
    renderPage(groupBuyView({ group: openGroup({ state: "full", taken: 2, paid: 2, placesLeft: 0, members: [leader(), member({ paid: true })] }), viewer: signedIn(6003) }));
    expect(screen.getByText("The group is complete")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /group/ })).toBeNull();
    expect(screen.queryByText(/Places left/)).toBeNull();
  });

  it("says a failed group refunds, and offers a new group while the event runs", async () => {
    const { callsOf } = renderPage(groupBuyView({ group: openGroup({ state: "failed" }), viewer: signedIn(6004) }), { checkGroupBuy: new ApiError(ErrorCode.GROUP_ALREADY_PARTICIPATED) });
    expect(screen.getByText("This group closed: places paid are refunded")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Start a new group" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Your family already has a place in a group of this offer.");
    expect(callsOf("checkGroupBuy")[0]).not.toHaveProperty("groupId");
    cleanup();
    renderPage(groupBuyView({ group: openGroup({ state: "failed" }), eventState: "ended", viewer: signedIn(6004) }));
    expect(screen.getByText("This group closed: places paid are refunded")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Start a new group" })).toBeNull();
  });
});

describe("refusals", () => {
  const TEXTS: Record<number, string> = {
    6000: "This group-buy offer has ended.",
    6001: "Only families who have bought a class from us before can start a group for this offer.",
    6003: "This group is full.",
    6004: "This group has closed and takes no more families.",
    6005: "This group buy is not open right now.",
    6006: "Only new families, who have not bought a class before, can join a group.",
    6007: "Your family already has a place in a group of this offer.",
  };

  it.each(Object.entries(TEXTS))("says what code %s means, with no button", (code, text) => {
    renderPage(groupBuyView({ group: openGroup(), viewer: signedIn(Number(code)) }));
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /group/ })).toBeNull();
  });

  it("says what a refusal at the click means for 6002 too", async () => {
    renderPage(groupBuyView({ viewer: signedIn() }), { checkGroupBuy: new ApiError(ErrorCode.GROUP_LAUNCH_FAILED) });
    fireEvent.click(screen.getByRole("button", { name: "Start a group" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The group could not be started. Please try again.");
  });

  it("tells a visitor an ended event before any login", () => {
    renderPage(groupBuyView({ eventState: "ended", endsAt: "2026-11-30T13:00:00.000Z" }));
    expect(screen.getByText("This group-buy offer has ended.")).toBeTruthy();
    expect(screen.getByText("Offer ended: 30-11-2026 05:00")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Start a group" })).toBeNull();
  });
});
