// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, renderAccount } from "../../../tests/helpers/render-account.js";
import { CalendarFeedScreen } from "./CalendarFeedScreen.js";

const ORIGIN = "https://us.mathwise.example";
const OLD = `/calendar/${"A".repeat(43)}.ics`;
const NEW = `/calendar/${"B".repeat(43)}.ics`;
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});
afterEach(cleanup);

function renderScreen(answers: Parameters<typeof fakeApi>[0] = { renewCalendarFeed: { path: NEW } }) {
  const api = fakeApi(answers);
  renderAccount(<CalendarFeedScreen origin={ORIGIN} feed={{ path: OLD }} />, { api: api.api, path: "/my-courses/calendar" });
  return api;
}

const address = () => screen.getByRole<HTMLInputElement>("textbox", { name: "Your private calendar address" });

describe("CalendarFeedScreen", () => {
  it("shows the private address to copy or open in a calendar app, and how to add it in each app", async () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Lessons in your calendar" })).toBeTruthy();
    expect(address().value).toBe(`${ORIGIN}${OLD}`);
    expect(screen.getByRole("link", { name: "Open in my calendar app" }).getAttribute("href")).toBe(`webcal://us.mathwise.example${OLD}`);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Google Calendar", "Apple Calendar (iPhone, iPad, Mac)", "Outlook"]);

    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Address copied. Paste it into your calendar app."));
    expect(writeText).toHaveBeenCalledWith(`${ORIGIN}${OLD}`);
  });

  it("without a clipboard, selects the address and says to copy it", async () => {
    writeText.mockRejectedValue(new Error("not allowed"));
    renderScreen();
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The address could not be copied: it is selected, copy it yourself.");
    expect([address().selectionStart, address().selectionEnd]).toEqual([0, address().value.length]);
  });

  it("renews only once confirmed, then shows the new address and that the old one no longer works", async () => {
    const api = renderScreen();
    fireEvent.click(screen.getByRole("button", { name: "Renew the address" }));
    const dialog = document.querySelector("dialog")!;
    expect(dialog.getAttribute("aria-label")).toBe("Renew the address?");
    expect(dialog.textContent).toContain("The current address stops working at once");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(document.querySelector("dialog")).toBeNull();
    expect(api.call).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Renew the address" }));
    fireEvent.click(within(document.querySelector("dialog")!).getByRole("button", { name: "Renew" }));
    await waitFor(() => expect(address().value).toBe(`${ORIGIN}${NEW}`));
    expect(api.callsOf("renewCalendarFeed")).toEqual([{}]);
    expect(document.querySelector("dialog")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Your new address is ready. Add it to your calendar apps again: the old one no longer works.");
  });

  it("keeps the address when renewing fails, saying so in the dialog", async () => {
    renderScreen({ renewCalendarFeed: new ApiError(ErrorCode.NETWORK_ERROR) });
    fireEvent.click(screen.getByRole("button", { name: "Renew the address" }));
    fireEvent.click(within(document.querySelector("dialog")!).getByRole("button", { name: "Renew" }));
    expect((await within(document.querySelector("dialog")!).findByRole("alert")).textContent).toBe("The address could not be renewed. Please try again.");
    expect(address().value).toBe(`${ORIGIN}${OLD}`);
  });
});
