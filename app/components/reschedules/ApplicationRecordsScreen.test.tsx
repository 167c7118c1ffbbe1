// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ChangeApplication } from "../../../schemas/api/calls/reschedules.js";
import { fakeApi, renderAccount } from "../../../tests/helpers/render-account.js";
import { ApplicationRecordsScreen } from "./ApplicationRecordsScreen.js";

afterEach(cleanup);

const side = (classId: string): ChangeApplication["from"] => ({ classId, platformType: 4, deliveryMode: "ZOOM", venueName: "Online", lesson: null });
const transfer = (extra: Partial<ChangeApplication> = {}): ChangeApplication => ({
  id: "a-1",
  kind: "transfer",
  status: "pending",
  createdAt: "2026-11-20T10:00:00.000Z",
  decidedAt: null,
  student: { uid: "s-1", nickName: "Olivia", firstName: "Olivia", lastName: "Miller" },
  title: "Grade 4 Problem Solving",
  from: side("us-grade4-problem-solving-los-altos"),
  to: side("us-grade4-problem-solving-online"),
  reason: "Weekends suit us better.",
  note: "",
  orderId: "20261120123456789",
  ...extra,
});

function renderRecords(list: ChangeApplication[]) {
  const api = fakeApi({ cancelOrder: { status: 300 } });
  renderAccount(<ApplicationRecordsScreen query={{ status: null, page: 1 }} records={{ total: list.length, page: 1, pageSize: 10, list }} />, { api: api.api, path: "/application-transfer/application-records" });
  return api;
}

describe("ApplicationRecordsScreen", () => {
  it("lets a transfer waiting for its difference be paid or withdrawn, once the parent confirms", async () => {
    const { callsOf } = renderRecords([transfer()]);
    const card = screen.getByRole("article");
    expect(within(card).getByRole("link", { name: "Pay the difference" })).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "Withdraw the transfer to Grade 4 Problem Solving" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw the transfer?" });
    expect(callsOf("cancelOrder")).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(callsOf("cancelOrder")).toEqual([{ orderId: "20261120123456789" }]));
  });

  it("offers nothing to do for an application decided", () => {
    renderRecords([transfer({ status: "passed", orderId: null })]);
    expect(screen.queryByRole("button", { name: /Withdraw/ })).toBeNull();
    expect(screen.queryByRole("link", { name: "Pay the difference" })).toBeNull();
  });
});
