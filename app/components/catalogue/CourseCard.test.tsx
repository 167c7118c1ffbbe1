// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderAccount } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { user } from "../../../tests/helpers/sample-accounts.js";
import type { CourseCard as Card } from "../../../schemas/api/calls/catalogue.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { courseCard, teachers } from "./catalogue-test-support.js";
import { CourseCard } from "./CourseCard.js";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useLoginDialog.setState({ open: false, request: {} });
});

function renderCard(card: Card, options: Parameters<typeof renderAccount>[1] = {}) {
  return renderAccount(<CourseCard card={card} />, { path: "/courses/list", ...options });
}

const article = () => screen.getByRole("article");
const fact = (label: string) => within(article()).getByText(label).nextElementSibling as HTMLElement;

describe("CourseCard", () => {
  it("names the class and links it to its page", () => {
    renderCard(courseCard());
    const title = screen.getByRole("heading", { level: 2, name: "AMC 8 Competition Prep" });
    expect(within(title).getByRole("link").getAttribute("href")).toBe("/courses/detail/us-amc8-prep-online-sku");
    expect(article().getAttribute("aria-labelledby")).toBe(title.id);
  });

  it.each([
    { tag: 11, remainSellTime: 60_000, sellStore: 16, text: "Coming soon" },
    { tag: 12, remainSellTime: 0, sellStore: 14, text: "New" },
    { tag: 13, remainSellTime: 0, sellStore: 10, text: "Popular" },
    { tag: 14, remainSellTime: 0, sellStore: 3, text: "Only 3 left" },
    { tag: 15, remainSellTime: 0, sellStore: 0, text: "Full" },
  ])("tags $tag as '$text'", ({ tag, remainSellTime, sellStore, text }) => {
    renderCard(courseCard({ tag, remainSellTime, sellStore }));
    expect(article().querySelector(".course-tag")?.textContent).toBe(text);
  });

  it("shows no tag for a learner's own course tag, which is not an availability", () => {
    renderCard(courseCard({ tag: 3 }));
    expect(article().querySelector(".course-tag")).toBeNull();
  });

  it.each([
    { name: "enrol", card: courseCard(), unpaid: false, text: "Enrol", link: "/courses/detail/us-amc8-prep-online-sku" },
    { name: "enrolNow from the unpaid list", card: courseCard({ sellStore: 0, tag: 15 }), unpaid: true, text: "Enrol now", link: "/courses/detail/us-amc8-prep-online-sku" },
    { name: "full", card: courseCard({ sellStore: 0, tag: 15 }), unpaid: false, text: "Full", link: null },
    { name: "courseEnded", card: courseCard({}, { courseClosed: true }), unpaid: false, text: "Course ended", link: null },
    { name: "unavailable: ended, from the unpaid list", card: courseCard({}, { courseClosed: true }), unpaid: true, text: "Unavailable", link: null },
    { name: "forSale", card: courseCard({ tag: 11, remainSellTime: 5000, sellStore: 16 }), unpaid: false, text: "On sale in 00:00:05", link: null },
  ])("class button: $name", ({ card, unpaid, text, link }) => {
    renderAccount(<CourseCard card={card} fromUnpaidList={unpaid} />, { path: "/courses/list" });
    const enrol = article().querySelector(".course-card__enrol")!;
    expect(enrol.querySelector(".class-status, .class-status__enrol")?.textContent).toBe(text);
    const links = within(enrol as HTMLElement).queryAllByRole("link");
    expect(links.map((found) => found.getAttribute("href"))).toEqual(link ? [link] : []);
    // No dead buttons: nothing in the enrol part is a button that does nothing (add-to-cart comes with the cart).
    expect(within(enrol as HTMLElement).queryAllByRole("button")).toEqual([]);
  });

  it("sends a US non-math class to the 1-to-1 assessment, and elsewhere to the class page", () => {
    renderCard(courseCard({}, { subjectId: 2 }));
    expect(screen.getByRole("link", { name: "Enrol" }).getAttribute("href")).toBe("/1-to-1-assessment");
    cleanup();
    renderCard(courseCard({}, { subjectId: 2 }), { site: fixtureSite("uk") });
    expect(screen.getByRole("link", { name: "Enrol" }).getAttribute("href")).toBe("/courses/detail/us-amc8-prep-online-sku");
  });

  it("counts the sale down each second and opens it when the countdown ends", () => {
    vi.useFakeTimers();
    renderCard(courseCard({ tag: 11, remainSellTime: 3500, sellStore: 16 }));
    const status = () => article().querySelector(".course-card__enrol .class-status, .course-card__enrol .class-status__enrol")?.textContent;
    expect(status()).toBe("On sale in 00:00:03");
    expect(screen.getByRole("timer")).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1000));
    expect(status()).toBe("On sale in 00:00:02");
    // At 1000 ms or less the sale is open (SPEC §9 threshold): the button and the tag follow.
    act(() => void vi.advanceTimersByTime(2000));
    expect(status()).toBe("Enrol");
    expect(article().querySelector(".course-tag")?.textContent).toBe("New");
    expect(screen.queryByRole("timer")).toBeNull();
  });

  it("writes days apart in a long countdown", () => {
    renderCard(courseCard({ tag: 11, remainSellTime: 2 * 86_400_000 + 3_723_000, sellStore: 16 }));
    expect(screen.getByRole("timer").textContent).toBe("On sale in 2 d 01:02:03");
  });

  it("adds the hk visitor's stored offset to a sale that has not opened", () => {
    localStorage.setItem("sellTimeOffsetMs", "4000");
    renderCard(courseCard({ tag: 11, remainSellTime: 5000, sellStore: 16 }), { site: fixtureSite("hk"), language: "en" });
    expect(screen.getByRole("timer").textContent).toBe("On sale in 00:00:09");
    localStorage.removeItem("sellTimeOffsetMs");
  });

  it.each([
    { count: 1, named: true, avatars: 1, more: false },
    { count: 2, named: true, avatars: 2, more: false },
    { count: 3, named: false, avatars: 3, more: false },
    { count: 5, named: false, avatars: 5, more: true },
    { count: 8, named: false, avatars: 6, more: true },
  ])("lays out $count teachers: names $named, $avatars avatars, more marker $more", ({ count, named, avatars, more }) => {
    const list = teachers(count);
    renderCard(courseCard({}, { teacherList: list }));
    const people = fact("Teachers");
    expect(people.querySelectorAll("img")).toHaveLength(avatars);
    expect(people.querySelectorAll(".teacher-avatars__name")).toHaveLength(named ? count : 0);
    if (!named) expect(within(people).getByAltText(list[0]!.name)).toBeTruthy();
    expect(people.querySelector(".teacher-avatars__more")?.textContent ?? null).toBe(more ? "+More teachers" : null);
  });

  it("names a tutor's role beside a teacher's", () => {
    renderCard(courseCard({}, { teacherList: teachers(1), tutorList: teachers(1, "tutor").map((tutor) => ({ ...tutor, id: 9, name: "Ken Ito" })) }));
    expect(fact("Teachers").textContent).toBe("Rachel DonovanTeacherKen ItoTutor");
  });

  it("shows the price, the original price struck through and the price of a lesson, with no tax note on the us site", () => {
    renderCard(courseCard());
    const price = article().querySelector(".course-price")!;
    expect(price.querySelector(".course-price__now")?.textContent).toBe("$540.00");
    expect(price.querySelector("del")?.textContent).toBe("Was $600.00");
    expect(price.querySelector(".course-price__per-lesson")?.textContent).toBe("$45.00 per lesson");
    expect(price.querySelector(".course-price__tax")).toBeNull();
  });

  it("strikes no original price that is not above the price, and shows no lesson price without lessons", () => {
    renderCard(courseCard({ orgPrice: 54000, perSellPrice: null }));
    expect(article().querySelector("del")).toBeNull();
    expect(article().querySelector(".course-price__per-lesson")).toBeNull();
  });

  it.each([
    { included: true, text: "GST included" },
    { included: false, text: "GST excluded" },
  ])("says whether the uk price includes tax: $text", ({ included, text }) => {
    renderCard(courseCard({ showPriceIsInclude: included }), { site: fixtureSite("uk") });
    expect(article().querySelector(".course-price__now")?.textContent).toBe("£540.00");
    expect(article().querySelector(".course-price__tax")?.textContent).toBe(text);
  });

  it.each([
    { locale: "us", starts: "01/10/2025", time: "Fri 18:00–19:30" },
    { locale: "uk", starts: "11/01/2025", time: "Sat 02:00–03:30" },
    { locale: "jp", starts: "2025/01/11", time: "土 11:00～12:30" },
  ] as const)("dates the class as the $locale site writes them, in its timezone", ({ locale, starts, time }) => {
    renderCard(courseCard(), { site: fixtureSite(locale) });
    const [startsLabel, timeLabel, lessonsLabel] = locale === "jp" ? ["開始日", "時間", "授業回数"] : ["Starts", "Time", "Lessons"];
    expect(fact(startsLabel).textContent).toBe(starts);
    expect(fact(timeLabel).textContent).toBe(time);
    expect(fact(lessonsLabel).textContent).toBe("12");
  });

  it("shows level stars, grades, the format and the venue of an in-person class", () => {
    renderCard(
      courseCard({}, { platformType: 2, deliveryMode: "OFFLINE", venueName: "Cupertino", venueAddress: "10240 Orchard Crest Ave, Cupertino" }),
    );
    expect(fact("Level").textContent).toBe("Olympiad ★★★★☆");
    expect(screen.getByRole("img", { name: "4 of 5 stars" })).toBeTruthy();
    expect(fact("Grades").textContent).toBe("Grade 7, Grade 8");
    expect(fact("Format").textContent).toBe("In person, at the centre");
    expect(fact("Venue").textContent).toBe("Cupertino 10240 Orchard Crest Ave, Cupertino");
  });

  it("shows no stars for a level without a star rating", () => {
    renderCard(courseCard({}, { levelDegreeStar: 0 }));
    expect(fact("Level").textContent).toBe("Olympiad");
    expect(screen.queryByRole("img", { name: /stars/ })).toBeNull();
  });

  it("leaves out the level and the grades a course does not have", () => {
    renderCard(courseCard({}, { levelDegreeId: null, levelDegreeName: "", gradeList: [] }));
    expect(within(article()).queryByText("Level")).toBeNull();
    expect(within(article()).queryByText("Grades")).toBeNull();
  });

  it("leaves out the online venue, which has no address", () => {
    renderCard(courseCard());
    expect(fact("Format").textContent).toBe("Live online, on Zoom");
    expect(within(article()).queryByText("Venue")).toBeNull();
  });

  it("adds a class to the signed-in student's wish list and takes it off again", async () => {
    const { api, callsOf } = fakeApi({ addWish: {}, cancelWish: {} });
    renderCard(courseCard(), { api, signedIn: user({ uid: "u-7" }) });
    const heart = screen.getByRole("button", { name: "On my wish list" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("true"));
    expect(callsOf("addWish")).toEqual([{ studentId: "u-7", skuId: "us-amc8-prep-online-sku" }]);
    await waitFor(() => expect((heart as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("false"));
    expect(callsOf("cancelWish")).toEqual([{ studentId: "u-7", skuId: "us-amc8-prep-online-sku" }]);
  });

  it("says so when the wish list cannot be changed, and keeps the heart as it was", async () => {
    const { api } = fakeApi({ addWish: new Error("offline") });
    renderCard(courseCard(), { api });
    fireEvent.click(screen.getByRole("button", { name: "On my wish list" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Your wish list could not be changed. Please try again.");
    expect(screen.getByRole("button", { name: "On my wish list" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("asks a visitor to sign in (FOLLOW_COURSE) and adds the wish once signed in", async () => {
    const { api, call, callsOf } = fakeApi({ addWish: {} });
    const view = renderCard(courseCard(), { api, signedIn: null });
    fireEvent.click(screen.getByRole("button", { name: "On my wish list" }));
    expect(useLoginDialog.getState()).toMatchObject({ open: true, request: { triggerSource: "FOLLOW_COURSE" } });
    expect(call).not.toHaveBeenCalled();

    // After the login the dialog fires register-course (false); the page then learns the new account.
    act(() => void window.dispatchEvent(new CustomEvent("register-course", { detail: false })));
    const root = view.router.state.loaderData.root as Record<string, unknown>;
    view.rootLoads.mockReturnValue({ ...root, user: user({ uid: "u-9" }) } as never);
    await act(async () => {
      await view.router.revalidate();
    });
    await waitFor(() => expect(callsOf("addWish")).toEqual([{ studentId: "u-9", skuId: "us-amc8-prep-online-sku" }]));
  });

  it("does nothing after a login another card asked for", async () => {
    const { api, callsOf } = fakeApi({ addWish: {} });
    const view = renderCard(courseCard(), { api, signedIn: null });
    act(() => void window.dispatchEvent(new CustomEvent("register-course", { detail: false })));
    const root = view.router.state.loaderData.root as Record<string, unknown>;
    view.rootLoads.mockReturnValue({ ...root, user: user() } as never);
    await act(async () => {
      await view.router.revalidate();
    });
    expect(callsOf("addWish")).toEqual([]);
  });

  it("takes the phone layout for its class and enrol parts up to 796 px (SPEC §9)", () => {
    // Vitest runs from the project's root.
    const css = readFileSync("app/components/catalogue/catalogue.css", "utf8");
    const phone = css.slice(css.indexOf("@media (max-width: 796px)"));
    expect(phone.slice(0, phone.indexOf("\n}\n"))).toMatch(/\.course-card__enrol[\s\S]*\.class-status__enrol[\s\S]*\.course-facts__row/);
  });
});
