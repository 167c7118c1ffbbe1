import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { user } from "../../../tests/helpers/sample-accounts.js";

/** The fake API of the request being loaded. */
const current = vi.hoisted(() => ({ api: null as unknown }));

vi.mock("../../lib/api.server.js", async () => {
  const { fixtureSite: site } = await import("../../../tests/helpers/render-view.js");
  return { requestApi: () => current.api, siteForRequest: async () => site("us"), requestHost: (request: Request) => new URL(request.url).hostname };
});

const routes = {
  page: (await import("../../routes/my-courses.calendar.js")).loader,
  feed: (await import("../../routes/calendar.$file.js")).loader,
};

const TOKEN = "A".repeat(43);
const FEED = { path: `/calendar/${TOKEN}.ics` };
const CALENDAR = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";

function load(route: keyof typeof routes, url: string, answers: Answers, cookie = "_official_token=t-1") {
  const api = fakeApi(answers);
  current.api = api.api;
  const request = new Request(`https://us.mathwise.example${url}`, { headers: { cookie } });
  const context = { publicOrigin: { protocol: "https:", port: "" } };
  const run = () => routes[route]({ request, context, params: { file: url.split("/").pop() } } as unknown as LoaderFunctionArgs);
  return { run, api };
}

describe("/my-courses/calendar", () => {
  it("shows the family's feed address on this site's origin, never for a shared cache", async () => {
    const { run, api } = load("page", "/my-courses/calendar", { queryUserBasicInfo: user(), queryCalendarFeed: FEED });
    const { data, init } = (await run()) as unknown as { data: Record<string, unknown>; init: { headers: Record<string, string> } };
    expect(data).toMatchObject({ title: `Lessons in your calendar | ${fixtureSite("us").schoolName}`, origin: "https://us.mathwise.example", feed: FEED });
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
    expect(api.callsOf("queryCalendarFeed")).toEqual([{}]);
  });

  it("signed out, or with the session gone, has no address: the page shows its sign-in prompt", async () => {
    const signedOut = load("page", "/my-courses/calendar", { queryCalendarFeed: FEED }, "");
    expect(((await signedOut.run()) as unknown as { data: { feed: unknown } }).data.feed).toBeNull();
    expect(signedOut.api.call).not.toHaveBeenCalled();
    const expired = load("page", "/my-courses/calendar", { queryCalendarFeed: new ApiError(ErrorCode.SESSION_INVALID) });
    expect(((await expired.run()) as unknown as { data: { feed: unknown } }).data.feed).toBeNull();
  });
});

describe("/calendar/{token}.ics", () => {
  it("answers the feed as iCalendar, private to whoever holds the address", async () => {
    const { run, api } = load("feed", `/calendar/${TOKEN}.ics`, { getCalendarFeedFile: { calendar: CALENDAR } }, "");
    const response = (await run()) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(await response.text()).toBe(CALENDAR);
    expect(api.callsOf("getCalendarFeedFile")).toEqual([{ token: TOKEN }]);
  });

  it("is a 404 that says nothing for a name that is no token, an unknown or a renewed token; a 429 when asked too often", async () => {
    const notToken = load("feed", "/calendar/lessons.ics", {}, "");
    expect(((await notToken.run()) as Response).status).toBe(404);
    expect(notToken.api.call).not.toHaveBeenCalled();

    const unknown = (await load("feed", `/calendar/${TOKEN}.ics`, { getCalendarFeedFile: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED) }, "").run()) as Response;
    expect([unknown.status, await unknown.text(), unknown.headers.get("Cache-Control")]).toEqual([404, "Not Found", "private, no-store"]);

    const tooOften = (await load("feed", `/calendar/${TOKEN}.ics`, { getCalendarFeedFile: new ApiError(ErrorCode.OPERATION_TOO_FREQUENT) }, "").run()) as Response;
    expect([tooOften.status, tooOften.headers.get("Retry-After")]).toEqual([429, "60"]);
  });
});
