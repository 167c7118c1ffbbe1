// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import type { ExamTip } from "../../../lib/account/tips.js";
import { TIPS_CLOSED_ALL_KEY, TIPS_RESET_MS } from "../../../lib/account/tips.js";
import { fakeApi, renderAccount, type Answers } from "../../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { student, user } from "../../../../tests/helpers/sample-accounts.js";
import { useLearningStore } from "./learning-store.js";
import { LearningCorner } from "./LearningCorner.js";

const HOMEWORK_URL = "https://learn.mathwise.example/homework";
const signedIn = user();
const sibling = student({ uid: "s-2", firstName: "Leo", lastName: "Chen", nickName: "Leo", card: "C0002" });

function tip(uid: string, firstName: string, param: string, show = true): ExamTip {
  return { uid, firstName, lastName: "Chen", avatar: "", tag: "evaluation", param, show };
}

const familyAnswers: Answers = {
  getFamilyStudentsList: { currentAccount: signedIn, associatedAccount: [sibling] },
  getClientOptions: { list: [] },
  queryTips: { examTipList: [tip("u-1", "Mia", "3"), tip("s-3", "Ava", "4", false), tip("s-2", "Leo", "5")] },
};

function renderCorner(answers: Answers = familyAnswers, options: { locale?: string; homeworkUrl?: string; signedIn?: typeof signedIn | null } = {}) {
  const fake = fakeApi(answers);
  const view = renderAccount(<LearningCorner homeworkUrl={options.homeworkUrl} />, {
    api: fake.api,
    site: fixtureSite(options.locale ?? "us"),
    language: "en",
    signedIn: options.signedIn === undefined ? signedIn : options.signedIn,
  });
  return { ...view, ...fake };
}

const tipText = (name: string) => `${name} has not taken the entrance evaluation yet.`;
const closeTip = () => fireEvent.click(screen.getByRole("button", { name: "Close this reminder" }));
const storedFlag = () => JSON.parse(localStorage.getItem(TIPS_CLOSED_ALL_KEY) ?? "null") as unknown;
/** Lets the fake API's promises settle, so that "nothing shown" is not merely "not shown yet". */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  cleanup();
  useLearningStore.setState({ tips: null, homework: null });
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("evaluation tips", () => {
  it("asks for the tips of every student of the family and shows the shown ones one at a time", async () => {
    const { callsOf } = renderCorner();
    expect(await screen.findByText(tipText("Mia Chen"))).toBeTruthy();
    expect(callsOf("queryTips")).toEqual([{ uids: ["u-1", "s-2"] }]);
    expect(screen.getByText("1 of 2")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Take the evaluation" }).getAttribute("href")).toBe("/evaluation?studentId=u-1&gradeId=3");

    closeTip();
    expect(screen.getByText(tipText("Leo Chen"))).toBeTruthy();
    expect(screen.getByText("2 of 2")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Take the evaluation" }).getAttribute("href")).toBe("/evaluation?studentId=s-2&gradeId=5");
    expect(storedFlag()).toBeNull();

    const before = Date.now();
    closeTip();
    expect(screen.queryByRole("region", { name: "Evaluation reminders" })).toBeNull();
    const flag = storedFlag() as { uid: string; at: number };
    expect(flag.uid).toBe("u-1");
    expect(flag.at).toBeGreaterThanOrEqual(before);
    expect(flag.at).toBeLessThanOrEqual(Date.now());
  });

  it("keeps the tip in view across page changes without asking again", async () => {
    const first = renderCorner();
    await screen.findByText(tipText("Mia Chen"));
    closeTip();
    first.unmount();
    const second = renderCorner();
    expect(screen.getByText(tipText("Leo Chen"))).toBeTruthy();
    await settle();
    expect(second.callsOf("queryTips")).toEqual([]);
  });

  it("stays closed for 24 h once every tip was closed, without asking the service", async () => {
    localStorage.setItem(TIPS_CLOSED_ALL_KEY, JSON.stringify({ at: Date.now() - TIPS_RESET_MS + 60_000, uid: "u-1" }));
    const { call } = renderCorner();
    await settle();
    expect(screen.queryByRole("region", { name: "Evaluation reminders" })).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it("comes back after 24 h", async () => {
    localStorage.setItem(TIPS_CLOSED_ALL_KEY, JSON.stringify({ at: Date.now() - TIPS_RESET_MS - 1, uid: "u-1" }));
    renderCorner();
    expect(await screen.findByText(tipText("Mia Chen"))).toBeTruthy();
  });

  it("comes back for another signed-in account", async () => {
    localStorage.setItem(TIPS_CLOSED_ALL_KEY, JSON.stringify({ at: Date.now(), uid: "someone-else" }));
    renderCorner();
    expect(await screen.findByText(tipText("Mia Chen"))).toBeTruthy();
  });

  it("still works where the storage refuses to remember (private mode)", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    renderCorner({ ...familyAnswers, queryTips: { examTipList: [tip("u-1", "Mia", "3")] } });
    await screen.findByText(tipText("Mia Chen"));
    closeTip();
    expect(screen.queryByRole("region", { name: "Evaluation reminders" })).toBeNull();
  });

  it("names a student without a name by the card number", async () => {
    const unnamed = student({ uid: "s-2", firstName: "", lastName: "", nickName: "", card: "C0002" });
    renderCorner({
      ...familyAnswers,
      getFamilyStudentsList: { currentAccount: signedIn, associatedAccount: [unnamed] },
      queryTips: { examTipList: [{ ...tip("s-2", "", "5"), lastName: "" }] },
    });
    expect(await screen.findByText(tipText("Student C0002"))).toBeTruthy();
    expect(screen.getByText("1 of 1")).toBeTruthy();
  });

  it("shows nothing to visitors and asks nothing", async () => {
    const { call, container } = renderCorner(familyAnswers, { signedIn: null, locale: "hk", homeworkUrl: HOMEWORK_URL });
    await settle();
    expect(container.querySelector(".learning-corner")).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it.each([
    ["the family", { getFamilyStudentsList: new ApiError(ErrorCode.SYSTEM_ERROR) }],
    ["the tips", { queryTips: new ApiError(ErrorCode.SYSTEM_ERROR) }],
  ])("shows nothing, and says nothing, when %s cannot be loaded", async (_what, failure) => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    const { callsOf } = renderCorner({ ...familyAnswers, ...failure });
    await waitFor(() => expect(callsOf("getFamilyStudentsList")).toHaveLength(1));
    await settle();
    expect(screen.queryByRole("region", { name: "Evaluation reminders" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });
});

describe("homework entrance", () => {
  const homeworkAnswers: Answers = {
    queryTips: { examTipList: [] },
    checkHomework: { homeworkEntrance: true, unfinishedHomework: 3 },
    getTempToken: "temp-1",
  };

  function fakeWindow() {
    return { opener: window as unknown, location: { href: "about:blank" }, close: vi.fn() };
  }

  it("shows where the service offers it, with the unfinished count, and opens the homework with a token", async () => {
    const opened = fakeWindow();
    const open = vi.spyOn(window, "open").mockReturnValue(opened as unknown as Window);
    const { callsOf } = renderCorner(homeworkAnswers, { locale: "hk", homeworkUrl: HOMEWORK_URL });
    const button = await screen.findByRole("button", { name: /Homework/ });
    expect(button.textContent).toContain("3");
    expect(screen.getByText("Unfinished homework: 3")).toBeTruthy();

    fireEvent.click(button);
    expect(open).toHaveBeenCalledWith("about:blank", "_blank");
    await waitFor(() => expect(opened.location.href).toBe(`${HOMEWORK_URL}?token=temp-1`));
    expect(opened.opener).toBeNull();
    expect(callsOf("getTempToken")).toEqual([{}]);
  });

  it("has no badge when nothing is unfinished", async () => {
    renderCorner({ ...homeworkAnswers, checkHomework: { homeworkEntrance: true, unfinishedHomework: 0 } }, {
      locale: "cn",
      homeworkUrl: HOMEWORK_URL,
    });
    expect((await screen.findByRole("button", { name: "Homework" })).textContent).toBe("Homework");
  });

  it("does not show when the service does not offer it", async () => {
    const { callsOf } = renderCorner({ ...homeworkAnswers, checkHomework: { homeworkEntrance: false, unfinishedHomework: 0 } }, {
      locale: "hk",
      homeworkUrl: HOMEWORK_URL,
    });
    await waitFor(() => expect(callsOf("checkHomework")).toHaveLength(1));
    await settle();
    expect(screen.queryByRole("button", { name: /Homework/ })).toBeNull();
  });

  it.each([
    ["a site without homework", { locale: "us", homeworkUrl: HOMEWORK_URL }],
    ["no homework page set", { locale: "hk" }],
  ])("is not asked for on %s", async (_case, options) => {
    const { callsOf } = renderCorner(homeworkAnswers, options);
    await settle();
    expect(callsOf("checkHomework")).toEqual([]);
    expect(screen.queryByRole("button", { name: /Homework/ })).toBeNull();
  });

  it("says the pop-up was blocked, and asks for no token", async () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    const { callsOf } = renderCorner(homeworkAnswers, { locale: "hk", homeworkUrl: HOMEWORK_URL });
    fireEvent.click(await screen.findByRole("button", { name: /Homework/ }));
    expect(alert).toHaveBeenCalledWith("The pop-up was blocked. Please allow pop-ups for this site and try again.");
    await settle();
    expect(callsOf("getTempToken")).toEqual([]);
  });

  it("closes the window again, silently, when the token cannot be had", async () => {
    const opened = fakeWindow();
    vi.spyOn(window, "open").mockReturnValue(opened as unknown as Window);
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    renderCorner({ ...homeworkAnswers, getTempToken: new ApiError(ErrorCode.SYSTEM_ERROR) }, { locale: "hk", homeworkUrl: HOMEWORK_URL });
    fireEvent.click(await screen.findByRole("button", { name: /Homework/ }));
    await waitFor(() => expect(opened.close).toHaveBeenCalledOnce());
    expect(opened.location.href).toBe("about:blank");
    expect(alert).not.toHaveBeenCalled();
  });

  it("shows nothing when the homework check fails", async () => {
    const { callsOf } = renderCorner({ ...homeworkAnswers, checkHomework: new ApiError(ErrorCode.SYSTEM_ERROR) }, {
      locale: "hk",
      homeworkUrl: HOMEWORK_URL,
    });
    await waitFor(() => expect(callsOf("checkHomework")).toHaveLength(1));
    await settle();
    expect(screen.queryByRole("button", { name: /Homework/ })).toBeNull();
  });
});
