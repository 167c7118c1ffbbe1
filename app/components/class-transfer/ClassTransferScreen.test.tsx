// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorCode } from "../../../api/errors.js";
import type { TransferDifference, TransferOption, TransferPlace, TransferResult } from "../../../schemas/api/calls/class-transfers.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import { courseCard } from "../catalogue/catalogue-test-support.js";
import { ClassTransferScreen } from "./ClassTransferScreen.js";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FROM = "us-grade4-problem-solving-los-altos";
const lesson = (number: number) => ({ number, startsAt: `2026-12-${String(number).padStart(2, "0")}T18:00:00.000Z`, endsAt: `2026-12-${String(number).padStart(2, "0")}T19:30:00.000Z` });
const card = (classId: string, platformType: 2 | 4, venueName: string) =>
  courseCard({ id: `${classId}-sku`, title: "Grade 4 Problem Solving" }, { clazzId: classId, platformType, venueName, venueAddress: platformType === 2 ? "455 Linden Grove St" : "" });

const place: TransferPlace = {
  classId: FROM,
  student: { uid: "s-1", nickName: "Bo", firstName: "Bo", lastName: "Parent" },
  card: card(FROM, 2, "Los Altos"),
  transfersUsed: 0,
  transfersLeft: 2,
  reschedulesUsed: 0,
  lessonsLeft: 12,
  nextLesson: lesson(1),
  pending: null,
};
const online: TransferOption = { classId: "us-grade4-problem-solving-online", card: card("us-grade4-problem-solving-online", 4, "Online"), lessons: [lesson(3), lesson(4)], seatsLeft: 6, difference: -4_000, refusal: null };
const full: TransferOption = { ...online, classId: "us-grade4-problem-solving-irvine", card: card("us-grade4-problem-solving-irvine", 2, "Irvine"), difference: 2_000, seatsLeft: 0, refusal: { reason: "full", code: ErrorCode.OUT_OF_STOCK } };
const difference: TransferDifference = { currency: "USD", lessonsLeft: 12, lessonsTaken: 12, valueLeft: 46_000, valueTaken: 42_000, difference: -4_000, toPay: { total: 0, tax: 0, taxIncluded: false }, refundDue: 4_000 };

function renderTransfer(answers: Answers) {
  const api = fakeApi({ queryTransferDifference: difference, queryTimeConflict: { conflict: null }, ...answers });
  renderAccount(<ClassTransferScreen transfer={{ place, options: [online, full] }} />, { api: api.api, path: `/my-class-transfer/class-transfer/${FROM}` });
  return api;
}

async function confirmStep(reason = "Weekday afternoons suit us better.") {
  fireEvent.click(screen.getByRole("radio", { name: /^Small online class · Online/ }));
  fireEvent.click(screen.getByRole("button", { name: "Next" }));
  await screen.findByText(/^Lessons left in the current class: 12, worth /);
  fireEvent.change(screen.getByLabelText("Why do you want to transfer?"), { target: { value: reason } });
}

describe("ClassTransferScreen", () => {
  it("offers the course's other classes, a refused one disabled with why, and asks for a choice", () => {
    renderTransfer({});
    expect(screen.getByRole("radio", { name: /^In person · Irvine/ })).toHaveProperty("disabled", true);
    expect(screen.getByText("Not available: This class is full.")).toBeTruthy();
    expect(screen.getByText("Difference owed back: $40.00")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("alert").textContent).toBe("Please choose a class.");
  });

  it("confirms with the figures and a required reason, then shows the transfer done and what is owed back", async () => {
    const success: TransferResult = { result: "success", applicationId: "a-1", classId: online.classId, difference: -4_000, refundDue: 4_000 };
    const api = renderTransfer({ applyClassTransfer: success });
    await confirmStep("  ");
    expect(screen.getByText("Lessons left in the current class: 12, worth $460.00")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Confirm transfer" }));
    expect(screen.getByText("The input is required.")).toBeTruthy();
    expect(api.callsOf("applyClassTransfer")).toEqual([]);

    fireEvent.change(screen.getByLabelText("Why do you want to transfer?"), { target: { value: " Weekday afternoons. " } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm transfer" }));
    await screen.findByRole("heading", { name: "Class transferred" });
    expect(screen.getByText("$40.00 is owed back to you: customer service will contact you to return it.")).toBeTruthy();
    expect(api.callsOf("applyClassTransfer")).toEqual([{ classId: FROM, toClassId: online.classId, studentId: "s-1", reason: "Weekday afternoons." }]);
    expect(api.callsOf("queryTransferDifference")).toEqual([{ classId: FROM, toClassId: online.classId, studentId: "s-1" }]);
  });

  it("says why a transfer was refused and asks the options again to choose another class", async () => {
    const refused: TransferResult = { result: "failure", applicationId: "a-2", refusal: { reason: "nearSession", code: ErrorCode.TOO_CLOSE_TO_CLASS_START } };
    const api = renderTransfer({ applyClassTransfer: refused, queryTransferOptions: { place, options: [online] } });
    await confirmStep();
    fireEvent.click(screen.getByRole("button", { name: "Confirm transfer" }));
    await screen.findByText("Transfer fails within 30 minutes before or after a session.");
    fireEvent.click(screen.getByRole("button", { name: "Choose another class" }));
    await waitFor(() => expect(screen.queryByRole("radio", { name: /Irvine/ })).toBeNull());
    expect(api.callsOf("queryTransferOptions")).toEqual([{ classId: FROM, studentId: "s-1" }]);
  });

  it("pays a difference through the checkout's payment, coming back to the order's result page", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const toPay: TransferResult = { result: "toBePaid", applicationId: "a-3", orderId: "20261201123456789", total: 4_000, expiresAt: "2026-12-01T10:30:00.000Z" };
    const api = renderTransfer({
      queryTransferDifference: { ...difference, difference: 4_000, valueLeft: 42_000, valueTaken: 46_000, toPay: { total: 4_000, tax: 0, taxIncluded: false }, refundDue: 0 },
      applyClassTransfer: toPay,
      payOrder: { paymentId: "p-1", redirectUrl: "/pay/test/p-1" },
    });
    await confirmStep();
    fireEvent.click(await screen.findByRole("button", { name: "Confirm and pay $40.00" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/pay/test/p-1"));
    expect(api.callsOf("payOrder")).toEqual([{ orderId: toPay.orderId, returnUrl: `/order/result/${toPay.orderId}` }]);
  });
});
