import type { LoaderFunctionArgs, MetaDescriptor } from "@remix-run/node";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CallContext } from "../../../api/client.js";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { COOKIES } from "../../../schemas/cookies.js";
import { fakeApi, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { GROUP_ID, groupBuyView, openGroup } from "./group-buy-test-support.js";

const api = vi.hoisted(() => ({ current: null as unknown }));

vi.mock("../../lib/api.server.js", async (importOriginal) => {
  const { fixtureSite: site } = await import("../../../tests/helpers/render-view.js");
  return { ...(await importOriginal<object>()), requestApi: () => api.current, siteForRequest: async () => site("us") };
});

const pageRoute = await import("../../routes/activity.group.detail.$id.js");
const shareRoute = await import("../../routes/activity.group.share.$file.js");

afterEach(() => {
  api.current = null;
});

const context = { publicOrigin: { protocol: "http:", port: "3000" } };

function request(path: string, token?: string) {
  return new Request(`http://us.localhost:3000${path}`, { headers: token ? { cookie: `${COOKIES.token}=${token}` } : undefined });
}

interface Loaded {
  data: { title: string; view: unknown; origin: string; loadedAt: number; seo: Record<string, string>; texts: object };
  init: { headers: Record<string, string> };
}

async function loadPage(answers: Answers, { id = "7001", query = "", token }: { id?: string; query?: string; token?: string } = {}) {
  const fake = fakeApi(answers);
  api.current = fake.api;
  const args = { request: request(`/activity/group/detail/${id}${query}`, token), context, params: { id } } as unknown as LoaderFunctionArgs;
  const loaded = (await pageRoute.loader(args)) as unknown as Loaded;
  return { ...fake, loaded };
}

async function thrown(work: Promise<unknown>): Promise<Response> {
  try {
    await work;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("the loader answered");
}

const tokensOf = (call: ReturnType<typeof fakeApi>["call"], name: string) =>
  (call.mock.calls as unknown as [string, unknown, CallContext][]).filter(([called]) => called === name).map(([, , sent]) => sent.header.unifiedAccessToken);

describe("/activity/group/detail/{id} loader", () => {
  it("gives a visitor the activity with the shop's texts and its sharing data, for shared caches a minute", async () => {
    const { loaded, callsOf, call } = await loadPage({ queryGroupBuy: groupBuyView() });
    expect(callsOf("queryGroupBuy")).toEqual([{ activityId: 7001 }]);
    expect(tokensOf(call, "queryGroupBuy")).toEqual([undefined]);
    expect(loaded.data.title).toBe(`Group buy: Scratch Game Camp (Online) | ${fixtureSite("us").schoolName}`);
    expect(loaded.data.texts).toHaveProperty("groupBuy.kicker", "Group buy");
    expect(loaded.data.origin).toBe("http://us.localhost:3000");
    expect(loaded.data.seo).toEqual({
      title: "Join my group: Scratch Game Camp (Online) at $249.00",
      description: "2 families buy this class together at $249.00 each. 2 places left.",
      url: "http://us.localhost:3000/activity/group/detail/7001",
      canonical: "http://us.localhost:3000/activity/group/detail/7001",
      image: "http://us.localhost:3000/activity/group/share/7001.png",
      siteName: fixtureSite("us").schoolName,
    });
    expect(loaded.init.headers).toEqual({ "Cache-Control": "public, max-age=0, s-maxage=60", Vary: "Cookie" });
  });

  it("asks for the link's group with the family's token, and is kept by no cache", async () => {
    const { loaded, callsOf, call } = await loadPage({ queryGroupBuy: groupBuyView({ group: openGroup() }) }, { query: `?groupId=${GROUP_ID}`, token: "t-1" });
    expect(callsOf("queryGroupBuy")).toEqual([{ activityId: 7001, groupId: GROUP_ID }]);
    expect(tokensOf(call, "queryGroupBuy")).toEqual(["t-1"]);
    expect(loaded.data.seo.url).toBe(`http://us.localhost:3000/activity/group/detail/7001?groupId=${GROUP_ID}`);
    expect(loaded.init.headers["Cache-Control"]).toBe("private, no-store");
  });

  it("is a 404 for an id or a group no activity can have, without asking", async () => {
    for (const [id, query] of [["abc", ""], ["0", ""], ["7001.5", ""], ["7001", "?groupId=not-a-group"]] as const) {
      const fake = fakeApi();
      api.current = fake.api;
      const args = { request: request(`/activity/group/detail/${id}${query}`), context, params: { id } } as unknown as LoaderFunctionArgs;
      expect((await thrown(pageRoute.loader(args))).status).toBe(404);
      expect(fake.call).not.toHaveBeenCalled();
    }
  });

  it("is a 404 for another site's activity or a group of another activity (4003) and for what the service cannot read (4000)", async () => {
    expect((await thrown(loadPage({ queryGroupBuy: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "none") }))).status).toBe(404);
    expect((await thrown(loadPage({ queryGroupBuy: new ApiError(ErrorCode.INVALID_INPUT, "bad") }, { query: `?groupId=${GROUP_ID}` }))).status).toBe(404);
  });

  it("asks again without the token when the session is gone (code 9)", async () => {
    let asked = 0;
    const { call, loaded } = await loadPage({ queryGroupBuy: () => (asked++ === 0 ? new ApiError(ErrorCode.SESSION_INVALID, "expired") : groupBuyView()) }, { token: "old" });
    expect(tokensOf(call, "queryGroupBuy")).toEqual(["old", undefined]);
    expect(loaded.data.view).toMatchObject({ viewer: null });
  });

  it("tells link previews the title, description, picture and address (Open Graph, large card)", async () => {
    const { loaded } = await loadPage({ queryGroupBuy: groupBuyView({ group: openGroup() }) }, { query: `?groupId=${GROUP_ID}` });
    const tags = pageRoute.meta({ data: loaded.data } as unknown as Parameters<typeof pageRoute.meta>[0]) as MetaDescriptor[];
    const content = (key: string) => (tags.find((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key)) as { content?: string } | undefined)?.content;
    expect(tags).toContainEqual({ title: loaded.data.title });
    expect(content("og:title")).toBe("Join my group: Scratch Game Camp (Online) at $249.00");
    expect(content("og:description")).toBe("2 families buy this class together at $249.00 each. 2 places left.");
    expect(content("og:image")).toBe("http://us.localhost:3000/activity/group/share/7001.png");
    expect(content("og:url")).toBe(`http://us.localhost:3000/activity/group/detail/7001?groupId=${GROUP_ID}`);
    expect(content("twitter:card")).toBe("summary_large_image");
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "http://us.localhost:3000/activity/group/detail/7001" });
    expect(pageRoute.meta({ data: undefined } as unknown as Parameters<typeof pageRoute.meta>[0])).toEqual([{ name: "robots", content: "noindex" }]);
  });
});

describe("/activity/group/share/{activityId}.png", () => {
  async function loadImage(file: string, answers: Answers = { queryGroupBuy: groupBuyView() }, token?: string) {
    const fake = fakeApi(answers);
    api.current = fake.api;
    const args = { request: request(`/activity/group/share/${file}`, token), context, params: { file } } as unknown as LoaderFunctionArgs;
    return { ...fake, answer: shareRoute.loader(args) };
  }

  it("answers the activity's 1200×630 PNG, made without the visitor's session, kept by any cache for an hour", async () => {
    const { answer, callsOf, call } = await loadImage("7001.png", undefined, "t-1");
    const response = (await answer) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect(callsOf("queryGroupBuy")).toEqual([{ activityId: 7001 }]);
    expect(tokensOf(call, "queryGroupBuy")).toEqual([undefined]);
    expect((call.mock.calls as unknown as [string, unknown, CallContext][])[0]![2].language).toBe(fixtureSite("us").defaultLanguage);
  });

  it("is a 404 for any other name, without asking", async () => {
    for (const file of ["7001.jpg", "7001", "x.png", "0.png", "7001.png.svg"]) {
      const { answer, call } = await loadImage(file);
      expect((await thrown(answer)).status).toBe(404);
      expect(call).not.toHaveBeenCalled();
    }
  });

  it("is a 404 for an activity the site does not have", async () => {
    const { answer } = await loadImage("9999.png", { queryGroupBuy: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "none") });
    expect((await thrown(answer)).status).toBe(404);
  });
});
