// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, renderAccount } from "../../../tests/helpers/render-account.js";
import { student, user } from "../../../tests/helpers/sample-accounts.js";
import { useBindDialog } from "../account/bind/bind-dialog-store.js";
import { owedClass, owedStage } from "./unpaid-test-support.js";
import { UnpaidCoursesScreen, type UnpaidCoursesScreenProps } from "./UnpaidCoursesScreen.js";

afterEach(() => {
  cleanup();
  useBindDialog.getState().close();
});

const mia = user({ uid: "u-1" });
const leo = student({ uid: "s-2", nickName: "Leo", firstName: "Leo", lastName: "Chen" });
const owing = (uid: string, classes = [owedClass()]) => ({ uid, nickName: "", firstName: uid === "u-1" ? "Mia" : "Leo", lastName: "Chen", classes });

function renderScreen(props: Partial<UnpaidCoursesScreenProps> = {}, answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(answers);
  const view = renderAccount(
    <UnpaidCoursesScreen
      courses={{ students: [owing("u-1")] }}
      renewal={{ startDate: "2026-03-01T17:30:00.000Z", endDate: "2026-03-04T17:30:00.000Z" }}
      students={[mia, leo]}
      {...props}
    />,
    { api: api.api, path: "/my-unpaid-courses/list" },
  );
  return { ...view, ...api };
}

const card = (title = "AMC 8 Competition Prep") => screen.getAllByRole("article", { name: title })[0]!;
const rows = (article: HTMLElement) => [...article.querySelectorAll("tbody tr")].map((row) => [...row.children].map((cell) => cell.textContent));

describe("UnpaidCoursesScreen", () => {
  it("shows the renewal window, then per student each class's owed instalments with amounts, dates and how they are paid", () => {
    renderScreen({ courses: { students: [owing("u-1"), owing("s-2", [owedClass({ orderId: "20260107000000001", title: "Grade 4 Problem Solving" })])] } });
    expect(screen.getByText("Renewal period: 03/01/2026 – 03/04/2026")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["Classes of Mia Chen", "Classes of Leo Chen"]);
    const amc = card();
    expect(within(amc).getByText("Order number: 20260105123456789")).toBeTruthy();
    expect(rows(amc)).toEqual([
      ["2", "4", "03/04/2026", "$180.00", "03/01/2026", "To be paid"],
      ["3", "4", "04/01/2026", "$180.00", "03/29/2026", "To be paid"],
    ]);
    expect(within(amc).getByText("Due now: $180.00")).toBeTruthy();
    expect(within(amc).getByRole("button", { name: "Pay now for AMC 8 Competition Prep" })).toBeTruthy();
    expect(within(card("Grade 4 Problem Solving")).getByRole("button", { name: "Pay now for Grade 4 Problem Solving" })).toBeTruthy();
    const change = within(amc).getByRole("link", { name: "Change class: AMC 8 Competition Prep" });
    expect(change.getAttribute("href")).toBe(`/my-unpaid-courses/class-transfer/${owedClass().skuId}?studentId=u-1`);
  });

  it("says when auto-pay debits the instalments, and what a coupon still takes off one", () => {
    renderScreen({ courses: { students: [owing("u-1", [owedClass({ autoPay: true, stages: [owedStage({ state: "autoPay", couponDiscount: 1500 })] })])] } });
    expect(within(card()).getByText(/Auto pay is on/)).toBeTruthy();
    expect(rows(card())[0]).toEqual(["2", "4", "03/04/2026", "$165.00 (coupon: $15.00 off)", "03/01/2026", "Auto pay"]);
  });

  it("offers no payment while auto-pay debits the stage (1014) or an order made by hand waits for payment", () => {
    renderScreen({
      courses: {
        students: [
          owing("u-1", [
            owedClass({ payNow: null, stages: [owedStage({ state: "debiting" })] }),
            owedClass({ orderId: "2", title: "Grade 4 Problem Solving", payNow: null, pendingOrderId: "20260301000000009", stages: [owedStage({ state: "paying" })] }),
          ]),
        ],
      },
    });
    expect(within(card()).queryByRole("button")).toBeNull();
    expect(within(card()).getByRole("status").textContent).toMatch(/^Auto pay is in process/);
    const paying = card("Grade 4 Problem Solving");
    expect(rows(paying)[0]![5]).toBe("Waiting for payment");
    expect(within(paying).getByRole("link", { name: "Continue paying" }).getAttribute("href")).toBe("/order/result/20260301000000009");
  });

  it("says so when nothing is owed", () => {
    renderScreen({ courses: { students: [] }, renewal: { startDate: null, endDate: null } });
    expect(screen.getByText("Nothing is waiting for payment.")).toBeTruthy();
    expect(screen.queryByText(/Renewal period/)).toBeNull();
  });
});

describe("Pay now", () => {
  const pay = () => fireEvent.click(within(card()).getByRole("button", { name: /^Pay now/ }));

  it("goes to the order page of the class's next stages once the check lets it (0)", async () => {
    const { router, callsOf } = renderScreen({}, { toBePaidCheck: { helper: { status: 0 } } });
    pay();
    await waitFor(() => expect(router.state.location.pathname).toBe("/order/create/us-amc8-prep-online-sku"));
    expect(router.state.location.search).toBe("?studentId=u-1&fromPage=unpaid-courses-list");
    expect(callsOf("toBePaidCheck")).toEqual([{ skuId: "us-amc8-prep-online-sku", studentId: "u-1" }]);
  });

  it("opens the bind e-mail (1) and bind phone (2) dialogs, and checks again once bound", async () => {
    let status = 1;
    const { callsOf } = renderScreen({}, { toBePaidCheck: () => ({ helper: { status } }) });
    pay();
    await waitFor(() => expect(useBindDialog.getState().open).toBe("email"));
    status = 2;
    await act(async () => useBindDialog.getState().request.onBound?.());
    await waitFor(() => expect(useBindDialog.getState().open).toBe("contact"));
    expect(callsOf("toBePaidCheck")).toHaveLength(2);
  });

  it("asks for the student's details (3), and checks again once they are saved", async () => {
    const { callsOf } = renderScreen(
      { courses: { students: [owing("s-2")] } },
      { toBePaidCheck: { helper: { status: 3 } }, queryGrades: { list: [{ id: 3, name: "Grade 3" }] }, modifyUserInfo: null },
    );
    pay();
    const dialog = await screen.findByRole("dialog", { name: "Complete student information" });
    expect(within(dialog).getAllByDisplayValue("Leo")).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(callsOf("toBePaidCheck")).toHaveLength(2));
    expect(callsOf("modifyUserInfo")).toEqual([expect.objectContaining({ uid: "s-2", firstName: "Leo" })]);
  });

  it("says why the check refused", async () => {
    renderScreen({}, { toBePaidCheck: new ApiError(ErrorCode.AUTO_PAY_IN_PROCESS) });
    pay();
    expect((await within(card()).findByRole("alert")).textContent).toMatch(/^Auto pay is in process/);
  });
});
