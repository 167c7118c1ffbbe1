// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import { CancelSubscriptionScreen } from "./CancelSubscriptionScreen.js";
import { SubscriptionDetailScreen } from "./SubscriptionDetailScreen.js";
import { dueCard, SUBSCRIPTION_ID, subscriptionDetail } from "./subscriptions-test-support.js";

afterEach(cleanup);

type Detail = ResponseOf<"querySubscriptionDetail">;

const REASONS = [
  { reasonId: 1, text: "It costs too much" },
  { reasonId: 2, text: "We did not use it enough" },
  { reasonId: 6, text: "Another reason" },
];

/** The cancel page, and the detail page it leads back to. */
function renderCancel(subscription: Detail, answers: Answers = {}) {
  const api = fakeApi(answers);
  const view = renderAccount(<CancelSubscriptionScreen subscription={subscription} reasons={REASONS} />, {
    api: api.api,
    path: `/my-subscription/cancelSubscription/${SUBSCRIPTION_ID}`,
    pages: [{ path: "my-subscription/detail/:id", element: <SubscriptionDetailScreen subscription={subscription} bills={[]} /> }],
  });
  return { ...api, ...view };
}

const form = () => within(screen.getByRole("group", { name: "Why are you cancelling?" }).closest("form")!);

describe("CancelSubscriptionScreen", () => {
  it("says the learning centre handles it, nothing more is charged and practice stays open until the time paid for ends", () => {
    renderCancel(subscriptionDetail());
    expect(screen.getByRole("heading", { level: 1, name: "Cancel subscription" })).toBeTruthy();
    expect(screen.getByText(/goes through the learning centre/)).toBeTruthy();
    expect(screen.getByText("Nothing more will be charged.")).toBeTruthy();
    expect(screen.getByText("Practice stays open until 05/10/2026.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Keep the subscription" }).getAttribute("href")).toBe(`/my-subscription/detail/${SUBSCRIPTION_ID}`);
  });

  it("says the subscription ends at once when the current period is unpaid", () => {
    renderCancel(subscriptionDetail(dueCard()));
    expect(screen.getByText(/The current period is not paid, so the subscription ends as soon as you ask\./)).toBeTruthy();
  });

  it("refuses to send without a reason", () => {
    const { callsOf } = renderCancel(subscriptionDetail());
    fireEvent.click(screen.getByRole("button", { name: "Ask to cancel" }));
    expect(form().getByText("Please choose a reason.")).toBeTruthy();
    expect(screen.getByRole("group", { name: "Why are you cancelling?" }).getAttribute("aria-describedby")).toBe("subscription-reason-error");
    expect(callsOf("cancelSubscription")).toEqual([]);
  });

  it("sends the reason and the note, then shows the detail with what was recorded", async () => {
    const { callsOf, router } = renderCancel(subscriptionDetail(), { cancelSubscription: { cardStatus: 3, endsAt: "2026-05-10T16:00:00.000Z" } });
    fireEvent.click(screen.getByRole("radio", { name: "We did not use it enough" }));
    const note = screen.getByRole("textbox", { name: "Anything the learning centre should know (optional)" });
    expect(note.getAttribute("maxlength")).toBe("500");
    fireEvent.change(note, { target: { value: "Back in the autumn." } });
    fireEvent.click(screen.getByRole("button", { name: "Ask to cancel" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my-subscription/detail/${SUBSCRIPTION_ID}`));
    expect(callsOf("cancelSubscription")).toEqual([{ subscriptionId: SUBSCRIPTION_ID, reasonId: 2, note: "Back in the autumn." }]);
    expect((await screen.findByRole("status")).textContent).toBe("Your cancellation has been recorded. Nothing more will be charged, and practice stays open until 05/10/2026.");
  });

  it("shows the service's refusal as the other forms do", async () => {
    renderCancel(subscriptionDetail(), { cancelSubscription: new ApiError(ErrorCode.ALREADY_DECIDED, "Cancellation has already been asked for.") });
    fireEvent.click(screen.getByRole("radio", { name: "Another reason" }));
    fireEvent.click(screen.getByRole("button", { name: "Ask to cancel" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Cancellation has already been asked for.");
    expect((screen.getByRole("button", { name: "Ask to cancel" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
