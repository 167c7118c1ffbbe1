// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import type { Site } from "../../../../schemas/site.js";
import { fakeApi, renderAccount, type Answers } from "../../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { user } from "../../../../tests/helpers/sample-accounts.js";
import { useLoginDialog } from "../../../lib/account/login-dialog.js";
import { useBindDialog } from "../../account/bind/bind-dialog-store.js";
import type { PathFamily } from "../../../../rules/catalogue/product-paths.js";
import { courseCard } from "../catalogue-test-support.js";
import { PathFamilyContext } from "../use-path-family.js";
import { CourseDetail } from "./CourseDetail.js";
import { courseDetail } from "./detail-test-support.js";
import { SELL_STATUS_POLL_MS } from "./use-live-sale.js";

const SKU = "us-amc8-prep-online-sku";

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useLoginDialog.setState({ open: false, request: {} });
  useBindDialog.setState({ open: null, request: {} });
});

interface Options {
  card?: CourseCard;
  answers?: Answers;
  signedIn?: boolean;
  site?: Site;
  studentId?: string | null;
  fromUnpaidList?: boolean;
  family?: PathFamily;
  examEntrance?: ResponseOf<"queryCourseDetail">["examEntrance"];
}

/** The page of `card`; the live sell status answers what the card says unless `answers` tells otherwise. */
function renderDetail({ card = courseCard(), answers = {}, signedIn = true, site = fixtureSite("us"), studentId = null, fromUnpaidList = false, family = "plain", examEntrance }: Options = {}) {
  const live = { skuId: card.id, store: card.store, sellStore: card.sellStore, tag: card.tag, remainSellTime: card.remainSellTime, courseClosed: false };
  const fake = fakeApi({ queryCourseSellStatus: { list: [live] }, queryGrades: { list: [] }, ...answers });
  const view = renderAccount(
    <PathFamilyContext.Provider value={family}>
      <CourseDetail detail={{ ...courseDetail(card), ...(examEntrance ? { examEntrance } : {}) }} loadedAt={Date.now()} fromUnpaidList={fromUnpaidList} studentId={studentId} />
    </PathFamilyContext.Provider>,
    { api: fake.api, signedIn: signedIn ? user() : null, site, language: "en", path: `/courses/detail/${SKU}`, pages: [{ path: "*", element: null }] },
  );
  return { ...view, ...fake };
}

/** Where the memory router went: path and query. */
const location = (router: ReturnType<typeof renderDetail>["router"]) => `${router.state.location.pathname}${router.state.location.search}`;

const enrolButton = () => screen.getByRole("button", { name: /^(Enrol|Enrol now|Full|Course ended|Unavailable|Enrolment opens soon)$/ });

async function enrolWith(answer: { status: number; message?: string; leftChance?: number | null; examId?: string | null }, options: Options = {}) {
  const view = renderDetail({
    ...options,
    answers: { querySignUpCheckV2: { message: "", leftChance: null, examId: null, ...answer }, ...options.answers },
  });
  await waitFor(() => expect(view.callsOf("queryCourseSellStatus")).toHaveLength(1));
  fireEvent.click(screen.getByRole("button", { name: "Enrol" }));
  await waitFor(() => expect(view.callsOf("querySignUpCheckV2")).toHaveLength(1));
  return view;
}

describe("what the class is", () => {
  it("shows the title, facts, teachers, schedule in the site's timezone, syllabus, price and materials", () => {
    const card = courseCard({
      attachedItems: [
        { skuId: "workbook", title: "AMC 8 Workbook", category: "materials", price: 2500, required: true, selected: true },
        { skuId: "flashcards", title: "Flash cards", category: "materials", price: 900, required: false, selected: false },
      ],
    });
    renderDetail({ card });
    expect(screen.getByRole("heading", { level: 1, name: "AMC 8 Competition Prep" })).toBeTruthy();
    const facts = screen.getByRole("heading", { level: 2, name: "About this class" }).nextElementSibling?.textContent;
    expect(facts).toContain("Olympiad");
    expect(screen.getByRole("img", { name: "4 of 5 stars" })).toBeTruthy();
    expect(facts).toContain("Grade 7, Grade 8");
    expect(facts).toContain("Live online");
    expect(facts).toContain("01/10/2025 – 02/21/2025");
    expect(facts).toContain("12 in total · 12 still to come");
    expect(screen.getByRole("link", { name: "Rachel Donovan" }).getAttribute("href")).toBe("/teachers/detail/1");

    const lessons = within(screen.getByRole("region", { name: "Schedule" }));
    expect(lessons.getByText("Times are shown in Pacific Time.")).toBeTruthy();
    expect(lessons.getAllByRole("listitem")[0]!.textContent).toContain("01/10/2025 18:00–19:30");
    expect(within(screen.getByRole("region", { name: "Syllabus" })).getAllByRole("listitem")).toHaveLength(2);

    const enrol = within(screen.getByRole("complementary", { name: "Price and enrolment" }));
    expect(enrol.getByText("$540.00")).toBeTruthy();
    expect(enrol.getByText("Was $600.00")).toBeTruthy();
    expect(enrol.getByText("$45.00 per lesson")).toBeTruthy();
    // The us site shows no tax.
    expect(enrol.queryByText(/GST/)).toBeNull();
    const materials = within(screen.getByRole("region", { name: "Materials" })).getAllByRole("listitem");
    expect(materials.map((item) => item.textContent)).toEqual(["AMC 8 WorkbookRequired$25.00", "Flash cardsOptional$9.00"]);
    expect(enrol.getByRole("link", { name: "Other classes of this course" }).getAttribute("href")).toBe("/courses/available-classes/us-amc8-prep");
  });

  it("says where the student stands with the entrance test, leading to the level test unless passed (SPEC §4 statuses 1-4)", () => {
    renderDetail({ examEntrance: { status: 2, examId: "math-middle-primary", text: "This class asks for an entrance test." } });
    expect(screen.getByText(/This class asks for an entrance test\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Take the entrance test" }).getAttribute("href")).toBe(`/evaluation?subjectId=${courseCard().spec!.subjectId}`);
    cleanup();
    renderDetail({ examEntrance: { status: 3, examId: "math-middle-primary", text: "Your child's level suits this class." } });
    expect(screen.getByText("Your child's level suits this class.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Take the entrance test" })).toBeNull();
    cleanup();
    renderDetail();
    expect(document.querySelector(".detail-entrance")).toBeNull();
  });

  it("says nothing of a venue for an online class without an address", () => {
    renderDetail();
    expect(screen.queryByRole("region", { name: "Where" })).toBeNull();
  });

  it("says whether tax is included where the site shows tax", () => {
    renderDetail({ site: fixtureSite("uk"), card: courseCard({ showPriceIsInclude: false }) });
    expect(screen.getByText("GST excluded")).toBeTruthy();
  });

  it("gives an in-person class's venue with its phone as a tel: link", () => {
    renderDetail({ card: courseCard({}, { platformType: 2, deliveryMode: "OFFLINE", venueName: "Cupertino Center", venueAddress: "10100 Torre Ave", venuePhone: "+1 (408) 555-0142" }) });
    const venue = within(screen.getByRole("region", { name: "Where" }));
    expect(venue.getByText("Cupertino Center")).toBeTruthy();
    expect(venue.getByRole("link", { name: "+1 (408) 555-0142" }).getAttribute("href")).toBe("tel:+14085550142");
  });
});

describe("live seats and sale", () => {
  it("asks for the live seats at once, every 15 s and on focus, and shows what they say", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    let sellStore = 14;
    const { callsOf } = renderDetail({
      answers: { queryCourseSellStatus: () => ({ list: [{ skuId: SKU, store: 16, sellStore, tag: 12, remainSellTime: 0, courseClosed: false }] }) },
    });
    await waitFor(() => expect(callsOf("queryCourseSellStatus")).toEqual([{ skuIds: [SKU] }]));
    expect(screen.getByText("Seats left: 14")).toBeTruthy();

    sellStore = 0;
    act(() => void vi.advanceTimersByTime(SELL_STATUS_POLL_MS));
    await waitFor(() => expect(enrolButton().textContent).toBe("Full"));
    expect((enrolButton() as HTMLButtonElement).disabled).toBe(true);
    expect(document.querySelector(".detail-tag")?.textContent).toBe("Full");

    sellStore = 3;
    act(() => void window.dispatchEvent(new Event("focus")));
    await waitFor(() => expect(enrolButton().textContent).toBe("Enrol"));
    expect(callsOf("queryCourseSellStatus")).toHaveLength(3);
    expect(document.querySelector(".detail-tag")?.textContent).toBe("Only 3 left");
  });

  it("counts down to the sale each second, then lets the parent enrol", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    renderDetail({ card: courseCard({ tag: 11, remainSellTime: 3_500, sellStore: 16 }) });
    expect(screen.getByRole("timer").textContent).toBe("00:00:03");
    expect(enrolButton().textContent).toBe("Enrolment opens soon");
    expect((enrolButton() as HTMLButtonElement).disabled).toBe(true);
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole("timer").textContent).toBe("00:00:02");
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole("timer").textContent).toBe("00:00:01");
    // 1000 ms or less: the sale is open (SPEC §9 threshold).
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByRole("timer")).toBeNull();
    expect((enrolButton() as HTMLButtonElement).disabled).toBe(false);
    expect(document.querySelector(".detail-tag")?.textContent).toBe("New");
  });

  it("writes days apart in a long countdown", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    renderDetail({ card: courseCard({ tag: 11, remainSellTime: 2 * 86_400_000 + 3_723_000 }) });
    expect(screen.getByRole("timer").textContent).toBe("2 d 01:02:03");
  });

  it("on hk, holds the sale back by the visitor's offset, drawn once and stored", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    vi.spyOn(Math, "random").mockReturnValue(0.8);
    renderDetail({ site: fixtureSite("hk"), card: courseCard({ tag: 11, remainSellTime: 2_000, sellStore: 16 }) });
    await waitFor(() => expect(screen.getByRole("timer").textContent).toBe("00:00:06"));
    expect(localStorage.getItem("sellTimeOffsetMs")).toBe("4000");
    cleanup();
    renderDetail({ site: fixtureSite("hk"), card: courseCard({ tag: 11, remainSellTime: 2_000, sellStore: 16 }) });
    await waitFor(() => expect(screen.getByRole("timer").textContent).toBe("00:00:06"));
    expect(Math.random).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it("lets a seat held by the unpaid list be paid for in a full class", () => {
    renderDetail({ card: courseCard({ sellStore: 0, tag: 15 }), fromUnpaidList: true, answers: { queryCourseSellStatus: { list: [] } } });
    expect(enrolButton().textContent).toBe("Enrol now");
  });
});

describe("adding to the cart", () => {
  it("puts the class in the student's cart beside the enrol button, and not a full one", async () => {
    const { callsOf } = renderDetail({ answers: { addCart: { status: 0, statusDesc: "", extra: { total: 1 } } } });
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    await waitFor(() => expect(callsOf("addCart")).toEqual([{ studentId: "u-1", skuId: SKU, quantity: 1, cartType: 1 }]));
    expect(await screen.findByText("Added to your cart.")).toBeTruthy();
    cleanup();
    renderDetail({ card: courseCard({ sellStore: 0, tag: 15 }), answers: { queryCourseSellStatus: { list: [] } } });
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Add to cart" }).disabled).toBe(true);
  });

  it("after a visitor logs in from add-to-cart, adds the class and does not also run the enrol check", async () => {
    const { callsOf, router, rootLoads } = renderDetail({ signedIn: false, answers: { addCart: { status: 0, statusDesc: "", extra: { total: 1 } } } });
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(useLoginDialog.getState()).toMatchObject({ open: true, request: { triggerSource: "REGISTRATION_COURSE" } });
    act(() => void window.dispatchEvent(new CustomEvent("register-course", { detail: true })));
    rootLoads.mockImplementation(() => ({ ...(router.state.loaderData.root as ReturnType<typeof rootLoads>), user: user() }));
    act(() => void router.revalidate());
    await waitFor(() => expect(callsOf("addCart")).toHaveLength(1));
    expect(callsOf("querySignUpCheckV2")).toEqual([]);
  });
});

describe("enrolling", () => {
  it("asks a visitor to log in (REGISTRATION_COURSE), then runs the sign-up check once they have", async () => {
    const { callsOf, router, rootLoads } = renderDetail({ signedIn: false, answers: { querySignUpCheckV2: { status: 0, message: "", leftChance: null, examId: null } } });
    fireEvent.click(screen.getByRole("button", { name: "Enrol" }));
    expect(useLoginDialog.getState()).toMatchObject({ open: true, request: { triggerSource: "REGISTRATION_COURSE" } });
    expect(callsOf("querySignUpCheckV2")).toEqual([]);

    // The login dialog fires register-course (true), then the page's data loads again with the account.
    act(() => void window.dispatchEvent(new CustomEvent("register-course", { detail: true })));
    rootLoads.mockImplementation(() => ({ ...(router.state.loaderData.root as ReturnType<typeof rootLoads>), user: user() }));
    act(() => void router.revalidate());
    await waitFor(() => expect(callsOf("querySignUpCheckV2")).toEqual([{ skuId: SKU, studentId: "u-1" }]));
    await waitFor(() => expect(location(router)).toBe(`/order/create/${SKU}?studentId=u-1`));
  });

  it("checks the student the link names", async () => {
    const { callsOf } = await enrolWith({ status: 0 }, { studentId: "s-2" });
    expect(callsOf("querySignUpCheckV2")).toEqual([{ skuId: SKU, studentId: "s-2" }]);
  });

  it("sends a US non-math class to the 1-to-1 assessment without a check", async () => {
    const { callsOf, router } = renderDetail({ card: courseCard({}, { subjectId: 2 }) });
    fireEvent.click(screen.getByRole("button", { name: "Enrol" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/1-to-1-assessment"));
    expect(callsOf("querySignUpCheckV2")).toEqual([]);
  });

  it("0: goes on to the order-create screen for the student checked, with no dialog", async () => {
    const { router } = await enrolWith({ status: 0 }, { studentId: "s-2" });
    await waitFor(() => expect(location(router)).toBe(`/order/create/${SKU}?studentId=s-2`));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("0 in the tutoring brand's addresses: the -bm order-create screen", async () => {
    const { router } = await enrolWith({ status: 0 }, { family: "bm" });
    await waitFor(() => expect(location(router)).toBe(`/order/create-bm/${SKU}?studentId=u-1`));
  });

  it("0 from the unpaid list: the order is made that way (fromPage)", async () => {
    const { router } = renderDetail({ fromUnpaidList: true, answers: { querySignUpCheckV2: { status: 0, message: "", leftChance: null, examId: null } } });
    fireEvent.click(screen.getByRole("button", { name: "Enrol now" }));
    await waitFor(() => expect(location(router)).toBe(`/order/create/${SKU}?studentId=u-1&fromPage=unpaid-courses-list`));
  });

  describe("1: the entrance test", () => {
    const TICKET = { goExamUrl: "https://exams.example/take?examId=exam-7", utoken: "payload.signature" };
    let tab: { opener: unknown; location: { href: string }; close: ReturnType<typeof vi.fn> };
    let open: ReturnType<typeof vi.fn>;

    beforeEach(() => {
      tab = { opener: {}, location: { href: "" }, close: vi.fn() };
      open = vi.fn(() => tab);
      vi.stubGlobal("open", open);
    });

    afterEach(() => vi.unstubAllGlobals());

    const takeTest = async () => {
      const dialog = within(await screen.findByRole("dialog", { name: "Evaluation required" }));
      fireEvent.click(dialog.getByRole("button", { name: "Take the entrance test" }));
      return dialog;
    };

    it("says the test comes first, with the attempts left, and opens it for the student at the student's grade", async () => {
      const { callsOf } = await enrolWith({ status: 1, leftChance: 2, examId: "exam-7" }, { answers: { evaluationGoto: TICKET } });
      const dialog = within(await screen.findByRole("dialog", { name: "Evaluation required" }));
      expect(dialog.getByText("Before enrolling in this class, the student takes our entrance test. It is taken online and opens in a new tab.")).toBeTruthy();
      expect(dialog.getByText("Attempts left: 2")).toBeTruthy();

      fireEvent.click(dialog.getByRole("button", { name: "Take the entrance test" }));
      expect(open).toHaveBeenCalledWith("", "_blank");
      await waitFor(() => expect(tab.location.href).toBe("https://exams.example/take?examId=exam-7&utoken=payload.signature"));
      expect(tab.opener).toBeNull();
      expect(callsOf("evaluationGoto")).toEqual([{ studentId: "u-1", gradeId: 3, subjectId: 1 }]);
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Evaluation required" })).toBeNull());
    });

    it("takes the course's first grade for a student of the family without one", async () => {
      const family = { currentAccount: user(), associatedAccount: [user({ uid: "s-2", gradeId: null, gradeName: "", isRegistrationAccount: false })] };
      const { callsOf } = await enrolWith({ status: 1, leftChance: 1, examId: "exam-7" }, { studentId: "s-2", answers: { evaluationGoto: TICKET, getFamilyStudentsList: family } });
      await takeTest();
      await waitFor(() => expect(callsOf("evaluationGoto")).toEqual([{ studentId: "s-2", gradeId: 107, subjectId: 1 }]));
    });

    it("takes the grade of a student of the family who has one", async () => {
      const family = { currentAccount: user(), associatedAccount: [user({ uid: "s-2", gradeId: 5, gradeName: "Grade 5", isRegistrationAccount: false })] };
      const { callsOf } = await enrolWith({ status: 1, leftChance: 1, examId: "exam-7" }, { studentId: "s-2", answers: { evaluationGoto: TICKET, getFamilyStudentsList: family } });
      await takeTest();
      await waitFor(() => expect(callsOf("evaluationGoto")).toEqual([{ studentId: "s-2", gradeId: 5, subjectId: 1 }]));
    });

    it("closes the tab and shows the server's message when the test cannot be opened", async () => {
      await enrolWith({ status: 1, leftChance: 0, examId: "exam-7" }, { answers: { evaluationGoto: new ApiError(ErrorCode.NO_ATTEMPTS_LEFT) } });
      const dialog = await takeTest();
      expect((await dialog.findByRole("alert")).textContent).toBe("This test has been taken as many times as allowed. Please contact us to arrange an assessment.");
      expect(tab.close).toHaveBeenCalledTimes(1);
    });
  });

  it("1 without an exam: says 'no examId'", async () => {
    await enrolWith({ status: 1, leftChance: 2, examId: null });
    const dialog = within(await screen.findByRole("dialog", { name: "Evaluation required" }));
    expect(dialog.getByRole("alert").textContent).toBe("no examId");
  });

  it.each([
    [2, "This class cannot be chosen", "Mia is already in a class of this level."],
    [99, "Enrolment", "Something the server says."],
  ])("%i: shows the server's message", async (status, title, message) => {
    await enrolWith({ status, message });
    expect(within(await screen.findByRole("dialog", { name: title })).getByText(message)).toBeTruthy();
  });

  it("3: shows the reminder, and Continue goes on to the order-create screen as if the check had passed", async () => {
    const { router } = await enrolWith({ status: 3, message: "Lessons 1-3 have already taken place." });
    const reminder = within(await screen.findByRole("dialog", { name: "Reminder" }));
    expect(reminder.getByText("Lessons 1-3 have already taken place.")).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/courses/detail/${SKU}`);
    fireEvent.click(reminder.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(location(router)).toBe(`/order/create/${SKU}?studentId=u-1`));
    expect(screen.queryByRole("dialog", { name: "Reminder" })).toBeNull();
  });

  it.each([
    [4, "email"],
    [5, "contact"],
  ] as const)("%i: opens the shell's bind dialog, and checks again once bound", async (status, dialog) => {
    const { callsOf } = await enrolWith({ status });
    await waitFor(() => expect(useBindDialog.getState().open).toBe(dialog));
    act(() => useBindDialog.getState().request.onBound?.());
    await waitFor(() => expect(callsOf("querySignUpCheckV2")).toHaveLength(2));
  });

  it("6: opens the complete-student-information dialog for the signed-in student", async () => {
    await enrolWith({ status: 6 });
    const dialog = within(await screen.findByRole("dialog", { name: "Complete student information" }));
    expect(dialog.getByRole("button", { name: "Later" })).toBeTruthy();
  });

  it("6 for another student of the family: links to that student's page", async () => {
    await enrolWith({ status: 6 }, { studentId: "s-2" });
    const dialog = within(await screen.findByRole("dialog", { name: "Complete student information" }));
    expect(dialog.getByRole("link", { name: "Complete the details" }).getAttribute("href")).toBe("/my-account/edit-student/s-2");
  });

  it("1014: gives the auto-pay notice, then refreshes the page's data", async () => {
    const { rootLoads } = await enrolWith({ status: 1014 });
    const dialog = within(await screen.findByRole("dialog", { name: "Auto pay in process" }));
    expect(dialog.getByText(/completes within 24 hours/)).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(rootLoads).toHaveBeenCalled());
    expect(screen.queryByRole("dialog", { name: "Auto pay in process" })).toBeNull();
  });

  it("604: says the course is not available, then goes to the other courses", async () => {
    const { router } = await enrolWith({ status: 604, message: "This course is available to new users only." });
    const dialog = within(await screen.findByRole("dialog", { name: "Course not available" }));
    expect(dialog.getByText("This course is available to new users only.")).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "See other courses" }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/courses(\/list)?$/));
  });

  it("keeps the button off while enrolling is not allowed", () => {
    renderDetail({ card: courseCard({}, { courseClosed: true }), answers: { queryCourseSellStatus: { list: [] } } });
    expect(enrolButton().textContent).toBe("Course ended");
    expect((enrolButton() as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("wish list and seat alert", () => {
  it("adds to and takes off the wish list", async () => {
    const { callsOf } = renderDetail({ answers: { addWish: {}, cancelWish: {} } });
    const heart = screen.getByRole("button", { name: /Wish list/ });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("true"));
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("false"));
    expect(callsOf("addWish")).toEqual([{ studentId: "u-1", skuId: SKU }]);
    expect(callsOf("cancelWish")).toEqual([{ studentId: "u-1", skuId: SKU }]);
  });

  it("offers the seat alert for a full class, and setting it wishes the class too", async () => {
    const { callsOf } = renderDetail({ card: courseCard({ sellStore: 0, tag: 15 }), answers: { setAvailabilityAlert: { alertSet: true } } });
    const alert = screen.getByRole("switch", { name: "Tell me when I can enrol" });
    fireEvent.click(alert);
    await waitFor(() => expect(alert.getAttribute("aria-checked")).toBe("true"));
    expect(callsOf("setAvailabilityAlert")).toEqual([{ studentId: "u-1", skuId: SKU, enabled: true }]);
    expect(screen.getByText("We will tell you once, as soon as you can enrol.").getAttribute("role")).toBe("status");
    expect(screen.getByRole("button", { name: /Wish list/ }).getAttribute("aria-pressed")).toBe("true");
  });

  it("does not offer an alert for a class with seats", () => {
    renderDetail();
    expect(screen.queryByRole("switch")).toBeNull();
  });

  it("asks a visitor to log in (FOLLOW_COURSE), then adds the wish once they have", async () => {
    const { callsOf, router, rootLoads } = renderDetail({ signedIn: false, answers: { addWish: {} } });
    fireEvent.click(screen.getByRole("button", { name: /Wish list/ }));
    expect(useLoginDialog.getState()).toMatchObject({ open: true, request: { triggerSource: "FOLLOW_COURSE" } });
    act(() => void window.dispatchEvent(new CustomEvent("register-course", { detail: false })));
    rootLoads.mockImplementation(() => ({ ...(router.state.loaderData.root as ReturnType<typeof rootLoads>), user: user() }));
    act(() => void router.revalidate());
    await waitFor(() => expect(callsOf("addWish")).toEqual([{ studentId: "u-1", skuId: SKU }]));
    expect(callsOf("querySignUpCheckV2")).toEqual([]);
  });
});
