import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CallContext } from "../../../../api/client.js";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import { COOKIES } from "../../../../schemas/cookies.js";
import { fakeApi, type Answers } from "../../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { goodsDetail, recordedCourseDetail } from "./product-test-support.js";

const api = vi.hoisted(() => ({ current: null as unknown }));

vi.mock("../../../lib/api.server.js", async (importOriginal) => {
  const { fixtureSite: site } = await import("../../../../tests/helpers/render-view.js");
  return {
    ...(await importOriginal<object>()),
    requestApi: () => api.current,
    siteForRequest: async () => site("us"),
  };
});

const recordedRoute = await import("../../../routes/courses.recorded-detail.$skuId.js");
const goodsRoute = await import("../../../routes/goods.detail.$skuId.js");

afterEach(() => {
  api.current = null;
});

interface Loaded {
  data: { detail: { card: { id: string } }; loadedAt: number; seo: { title: string; description: string; canonical: string; jsonLd: Record<string, unknown> } };
  init: { headers: Record<string, string> };
}

type Route = typeof recordedRoute | typeof goodsRoute;

const context = { publicOrigin: { protocol: "http:", port: "3000" } };

function loaderArgs(path: string, skuId: string, token?: string) {
  const headers = token ? { cookie: `${COOKIES.token}=${token}` } : undefined;
  return { request: new Request(`http://us.localhost:3000${path}`, { headers }), context, params: { skuId } } as unknown as LoaderFunctionArgs;
}

async function load(route: Route, path: string, skuId: string, answers: Answers, token?: string) {
  const fake = fakeApi(answers);
  api.current = fake.api;
  const loaded = (await route.loader(loaderArgs(path, skuId, token))) as unknown as Loaded;
  return { ...fake, loaded };
}

async function refusal(work: Promise<unknown>): Promise<Response> {
  try {
    await work;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("the loader answered");
}

const school = fixtureSite("us").schoolName;

describe("/courses/recorded-detail/{skuId} loader", () => {
  const loadRecorded = (answers: Answers, skuId = "us-fractions-video", token?: string) =>
    load(recordedRoute, `/courses/recorded-detail/${skuId}`, skuId, answers, token);

  it("gives the recorded course with its title, canonical and schema.org Course, for anyone's cache without a session", async () => {
    const { loaded, callsOf } = await loadRecorded({ queryRecordedCourseDetail: recordedCourseDetail() });
    expect(callsOf("queryRecordedCourseDetail")).toEqual([{ skuId: "us-fractions-video" }]);
    expect(loaded.data.seo).toMatchObject({
      title: `Fractions Mastery Video Course | ${school}`,
      description: "Ten short video lessons on fractions.",
      canonical: "http://us.localhost:3000/courses/recorded-detail/us-fractions-video",
    });
    expect(loaded.data.seo.jsonLd).toMatchObject({
      "@type": "Course",
      name: "Fractions Mastery Video Course",
      offers: [{ "@type": "Offer", price: "99.00", priceCurrency: "USD", availability: "https://schema.org/InStock" }],
    });
    expect(loaded.init.headers["Cache-Control"]).toMatch(/^public/);
  });

  it("puts the title, description, canonical and JSON-LD in the head", async () => {
    const { loaded } = await loadRecorded({ queryRecordedCourseDetail: recordedCourseDetail() });
    const tags = recordedRoute.meta({ data: loaded.data } as never) as Record<string, unknown>[];
    expect(tags).toEqual([
      { title: loaded.data.seo.title },
      { name: "description", content: loaded.data.seo.description },
      { tagName: "link", rel: "canonical", href: loaded.data.seo.canonical },
      { "script:ld+json": loaded.data.seo.jsonLd },
    ]);
  });

  it("is a 404 for what the site does not sell as a recorded course (4003), never a 500", async () => {
    const answer = await refusal(loadRecorded({ queryRecordedCourseDetail: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "none") }));
    expect(answer.status).toBe(404);
  });

  it("is a 404 for an id no product can have, without asking", async () => {
    const fake = fakeApi();
    api.current = fake.api;
    const answer = await refusal(recordedRoute.loader(loaderArgs("/courses/recorded-detail/%20bad", " bad")));
    expect(answer.status).toBe(404);
    expect(fake.call).not.toHaveBeenCalled();
  });

  it("asks once more without the token when the session is gone (code 9), and keeps a signed-in page private", async () => {
    let asked = 0;
    const { call, loaded } = await loadRecorded(
      { queryRecordedCourseDetail: () => (asked++ === 0 ? new ApiError(ErrorCode.SESSION_INVALID, "expired") : recordedCourseDetail()) },
      "us-fractions-video",
      "old-token",
    );
    const tokens = (call.mock.calls as unknown as [string, unknown, CallContext][]).map(([, , sent]) => sent.header.unifiedAccessToken);
    expect(tokens).toEqual(["old-token", undefined]);
    expect(loaded.data.detail.card.id).toBe("us-fractions-video");
    expect(loaded.init.headers["Cache-Control"]).toBe("private, no-store");
  });
});

describe("/goods/detail/{skuId} loader", () => {
  const loadGoods = (answers: Answers, skuId = "us-amc8-workbook") => load(goodsRoute, `/goods/detail/${skuId}`, skuId, answers);

  it("gives the goods with their canonical and schema.org Product", async () => {
    const { loaded, callsOf } = await loadGoods({ queryGoodsDetail: goodsDetail({ sellStore: 0 }) });
    expect(callsOf("queryGoodsDetail")).toEqual([{ skuId: "us-amc8-workbook" }]);
    expect(loaded.data.seo).toMatchObject({ title: `AMC 8 Practice Workbook | ${school}`, canonical: "http://us.localhost:3000/goods/detail/us-amc8-workbook" });
    expect(loaded.data.seo.jsonLd).toMatchObject({ "@type": "Product", offers: { availability: "https://schema.org/OutOfStock" } });
    const tags = goodsRoute.meta({ data: loaded.data } as never) as Record<string, unknown>[];
    expect(tags).toContainEqual({ "script:ld+json": loaded.data.seo.jsonLd });
  });

  it("is a 404 for what the site does not sell as goods (4003)", async () => {
    const answer = await refusal(loadGoods({ queryGoodsDetail: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "none") }));
    expect(answer.status).toBe(404);
  });
});
