// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ServiceCancellation } from "../../schemas/api/calls/subscriptions.js";
import { customerService, renderAdmin } from "../../tests/helpers/render-admin.js";
import { CancellationListScreen } from "./CancellationListScreen.js";

afterEach(cleanup);

const request = (extra: Partial<ServiceCancellation> = {}): ServiceCancellation => ({
  subscriptionId: "0b7c1d2e-3a4b-4c5d-8e6f-708192a3b4c5",
  locale: "us",
  title: "Grade 4 Weekly Practice",
  student: { uid: "s-1", cardNo: "100000001", nickName: "Liv", firstName: "Olivia", lastName: "Miller" },
  parent: { email: "jenny@example.com", phone: "+1 4155550142" },
  periodType: 3,
  requestedAt: "2026-11-27T18:00:00.000Z",
  reason: { reasonId: 1, text: "It costs too much" },
  note: "We will be back\nin spring.",
  paidUntil: "2026-12-27T18:00:00.000Z",
  endedAt: null,
  ...extra,
});

describe("CancellationListScreen", () => {
  it("lists each request with the plan, the student, whom to contact, the reason, the note and until when practice is open", () => {
    renderAdmin(<CancellationListScreen locale={undefined} list={[request(), request({ subscriptionId: "s-2", note: "", endedAt: "2026-11-27T19:00:00.000Z" })]} more={false} />, {
      staff: customerService,
      path: "/admin/orders/subscriptions",
    });
    expect(screen.getByRole("heading", { level: 1, name: "Subscription cancellations" })).toBeTruthy();
    const [open, ended] = screen.getAllByRole("article");
    expect(within(open!).getByRole("heading").textContent).toBe("Grade 4 Weekly Practice · us");
    expect(within(open!).getByText("Olivia Miller (Liv) · 100000001")).toBeTruthy();
    expect(within(open!).getByText("jenny@example.com")).toBeTruthy();
    expect(within(open!).getByText("It costs too much")).toBeTruthy();
    expect(within(open!).getByText(/We will be back/)).toBeTruthy();
    expect(within(open!).getByText("Practice open until")).toBeTruthy();
    expect(within(ended!).getByText("Ended on")).toBeTruthy();
    expect(within(ended!).queryByText("Note from the parent")).toBeNull();
  });

  it("filters by site and says when nobody asked", () => {
    renderAdmin(<CancellationListScreen locale="uk" list={[]} more={false} />, { staff: customerService, path: "/admin/orders/subscriptions?site=uk" });
    expect((screen.getByLabelText("Site") as HTMLSelectElement).value).toBe("uk");
    expect(screen.getByRole("status").textContent).toBe("No parent has asked to cancel a subscription.");
  });
});
