import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CallContext } from "../../../../api/client.js";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import { COOKIES } from "../../../../schemas/cookies.js";
import { fakeApi, type Answers } from "../../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { courseCard } from "../catalogue-test-support.js";
import { courseDetail } from "./detail-test-support.js";

const api = vi.hoisted(() => ({ current: null as unknown }));

vi.mock("../../../lib/api.server.js", async (importOriginal) => {
  const { fixtureSite: site } = await import("../../../../tests/helpers/render-view.js");
  return {
    ...(await importOriginal<object>()),
    requestApi: () => api.current,
    siteForRequest: async () => site("us"),
  };
});

const detailRoute = await import("../../../routes/courses.detail.$coursesId.js");
const classesRoute = await import("../../../routes/courses.available-classes.$courseId.js");

afterEach(() => {
  api.current = null;
});

interface Loaded {
  data: Record<string, unknown> & { seo: { alternates: unknown[]; jsonLd: unknown; canonical: string; title: string } };
  init: { headers: Record<string, string> };
}

function request(path: string, token?: string) {
  const headers = token ? { cookie: `${COOKIES.token}=${token}` } : undefined;
  return new Request(`http://us.localhost:3000${path}`, { headers });
}

const context = { publicOrigin: { protocol: "http:", port: "3000" } };

async function loadDetail(answers: Answers, coursesId = "us-amc8-prep-online-sku", { token, query = "" }: { token?: string; query?: string } = {}) {
  const fake = fakeApi({ querySubscriptionPlans: { list: [] }, ...answers });
  api.current = fake.api;
  const args = { request: request(`/courses/detail/${coursesId}${query}`, token), context, params: { coursesId } } as unknown as LoaderFunctionArgs;
  const loaded = (await detailRoute.loader(args)) as unknown as Loaded;
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

describe("/courses/detail/{coursesId} loader", () => {
  it("gives the class with its SEO data, for anyone's cache when there is no session", async () => {
    const { loaded } = await loadDetail({ queryCourseDetail: courseDetail() }, "us-amc8-prep-online-sku", { query: "?fromPage=unpaid-courses-list&studentId=s-2" });
    expect(loaded.data).toMatchObject({ fromUnpaidList: true, studentId: "s-2" });
    expect(loaded.data.seo).toMatchObject({
      title: `AMC 8 Competition Prep | ${fixtureSite("us").schoolName}`,
      canonical: "http://us.localhost:3000/courses/detail/us-amc8-prep-online-sku",
      alternates: [],
    });
    expect(loaded.init.headers["Cache-Control"]).toMatch(/^public/);
  });

  it("offers the course's practice plans with the shop's texts, and sends no texts when it has none", async () => {
    const plan = { skuId: "us-amc8-practice-plan", title: "AMC 8 Practice Club", summary: "A mock every week.", currency: "USD", monthlyPrice: 2900, periods: [] };
    const { loaded, callsOf, call } = await loadDetail({ queryCourseDetail: courseDetail(), querySubscriptionPlans: { list: [plan] } }, "us-amc8-prep-online-sku", { token: "t-1" });
    expect(callsOf("querySubscriptionPlans")).toEqual([{ courseId: courseCard().spec!.courseId }]);
    expect((call.mock.calls as unknown as [string, unknown, CallContext][]).find(([name]) => name === "querySubscriptionPlans")![2].header.unifiedAccessToken).toBeUndefined();
    expect(loaded.data.subscriptionPlans).toMatchObject({ plans: [plan], texts: { subscriptionPlans: { title: "Weekly practice" } } });
    expect((await loadDetail({ queryCourseDetail: courseDetail() })).loaded.data.subscriptionPlans).toBeNull();
  });

  it("is a 404 for an unknown class (4003), never a 500", async () => {
    const answer = await refusal(loadDetail({ queryCourseDetail: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "none") }));
    expect(answer.status).toBe(404);
  });

  it("is a 404 for an id no product can have, without asking", async () => {
    const fake = fakeApi();
    api.current = fake.api;
    const args = { request: request("/courses/detail/%20bad"), context, params: { coursesId: " bad" } } as unknown as LoaderFunctionArgs;
    expect((await refusal(detailRoute.loader(args))).status).toBe(404);
    expect(fake.call).not.toHaveBeenCalled();
  });

  it("asks once more without the token when the session is gone (code 9, SPEC §8)", async () => {
    let asked = 0;
    const { callsOf, call, loaded } = await loadDetail(
      {
        queryCourseDetail: () => (asked++ === 0 ? new ApiError(ErrorCode.SESSION_INVALID, "expired") : courseDetail()),
      },
      "us-amc8-prep-online-sku",
      { token: "old-token" },
    );
    expect(callsOf("queryCourseDetail")).toHaveLength(2);
    const tokens = (call.mock.calls as unknown as [string, unknown, CallContext][]).filter(([name]) => name === "queryCourseDetail").map(([, , sent]) => sent.header.unifiedAccessToken);
    expect(tokens).toEqual(["old-token", undefined]);
    expect((loaded.data.detail as { card: { id: string } }).card.id).toBe("us-amc8-prep-online-sku");
    // A page asked for with a session names the visitor (wish list): never kept by shared caches.
    expect(loaded.init.headers["Cache-Control"]).toBe("private, no-store");
  });

  it("links the same course on the other sites that sell it (hreflang), at their origins", async () => {
    const uk = fixtureSite("uk");
    const detail = { ...courseDetail(), alternates: [{ locale: "us", skuId: "us-amc8-prep-online-sku" }, { locale: "uk", skuId: "uk-amc8-sku" }] };
    const { loaded, callsOf } = await loadDetail({
      queryCourseDetail: detail,
      querySiteList: {
        list: [uk, fixtureSite("us")].map(({ locale, hosts, names, flag, brand, countryCode, defaultLanguage }) => ({ locale, hosts, names, flag, brand, countryCode, defaultLanguage })),
      },
    });
    // One list of the sites, not one call per site.
    expect(callsOf("querySiteList")).toEqual([{}]);
    expect(callsOf("querySiteByHost")).toEqual([]);
    expect(loaded.data.seo.alternates).toEqual([{ hreflang: `${uk.defaultLanguage}-${uk.countryCode}`, href: "http://uk.localhost:3000/courses/detail/uk-amc8-sku" }]);
  });

  it("puts the Course, hreflang and canonical in the head, the JSON-LD as a data block", async () => {
    const { loaded } = await loadDetail({ queryCourseDetail: courseDetail(courseCard({ sellStore: 0 })) });
    const tags = detailRoute.meta({ data: loaded.data } as never) as Record<string, unknown>[];
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: loaded.data.seo.canonical });
    const jsonLd = tags.find((tag) => "script:ld+json" in tag)?.["script:ld+json"];
    expect(jsonLd).toMatchObject({
      "@type": "Course",
      name: "AMC 8 Competition Prep",
      offers: [{ "@type": "Offer", price: "540.00", priceCurrency: "USD", availability: "https://schema.org/SoldOut" }],
    });
  });
});

describe("/courses/available-classes/{courseId} loader", () => {
  it("gives the course's classes", async () => {
    const fake = fakeApi({ queryAvailableClasses: { title: "AMC 8 Competition Prep", list: [courseCard()] } });
    api.current = fake.api;
    const args = { request: request("/courses/available-classes/us-amc8-prep"), context, params: { courseId: "us-amc8-prep" } } as unknown as LoaderFunctionArgs;
    const loaded = (await classesRoute.loader(args)) as unknown as Loaded;
    expect(fake.callsOf("queryAvailableClasses")).toEqual([{ courseId: "us-amc8-prep" }]);
    expect(loaded.data.title).toBe(`AMC 8 Competition Prep | ${fixtureSite("us").schoolName}`);
  });

  it("is a 404 for an unknown course", async () => {
    api.current = fakeApi({ queryAvailableClasses: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "none") }).api;
    const args = { request: request("/courses/available-classes/nope"), context, params: { courseId: "nope" } } as unknown as LoaderFunctionArgs;
    expect((await refusal(classesRoute.loader(args))).status).toBe(404);
  });
});
