import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import { COOKIES } from "../../../../schemas/cookies.js";
import { fakeApi, type Answers } from "../../../../tests/helpers/render-account.js";
import { courseCard } from "../catalogue-test-support.js";
import { courseDetail } from "../detail/detail-test-support.js";
import { packageDetail } from "./package-test-support.js";

const current = vi.hoisted(() => ({ api: null as unknown, locale: "us" }));

vi.mock("../../../lib/api.server.js", async (importOriginal) => {
  const { fixtureSite } = await import("../../../../tests/helpers/render-view.js");
  return { ...(await importOriginal<object>()), requestApi: () => current.api, siteForRequest: async () => fixtureSite(current.locale) };
});

const routes = {
  promote: await import("../../../routes/courses.detail.promote.$packageId.js"),
  promoteBm: await import("../../../routes/courses.detail-bm.promote.$packageId.js"),
  detail: await import("../../../routes/courses.detail.$coursesId.js"),
  detailBm: await import("../../../routes/courses.detail-bm.$coursesId.js"),
};

afterEach(() => {
  current.api = null;
  current.locale = "us";
});

interface Loaded {
  data: Record<string, unknown> & { seo: { canonical: string; title: string; description: string; jsonLd: Record<string, unknown> } };
  init: { headers: Record<string, string> };
}

const context = { publicOrigin: { protocol: "http:", port: "3000" } };

/** What a route's loader answers, or the Response it throws, for `path` on `locale`'s site. */
async function load(route: { loader: (args: LoaderFunctionArgs) => unknown }, answers: Answers, path: string, params: Record<string, string>, { locale = "us", token = "" } = {}) {
  const fake = fakeApi(answers);
  current.api = fake.api;
  current.locale = locale;
  const headers = token ? { cookie: `${COOKIES.token}=${token}` } : undefined;
  const request = new Request(`http://${locale}.localhost:3000${path}`, { headers });
  try {
    return { ...fake, loaded: (await route.loader({ request, context, params } as unknown as LoaderFunctionArgs)) as Loaded, thrown: null };
  } catch (thrown) {
    if (thrown instanceof Response) return { ...fake, loaded: null, thrown };
    throw thrown;
  }
}

const PACKAGE = "us-amc8-prealgebra-bundle";

describe("/courses/detail/promote/{packageId} loader", () => {
  it("gives the package with its classes and its search-engine data", async () => {
    const { loaded, callsOf } = await load(routes.promote, { queryCourseDetail: packageDetail() }, `/courses/detail/promote/${PACKAGE}`, { packageId: PACKAGE });
    expect(callsOf("queryCourseDetail")).toEqual([{ skuId: PACKAGE }]);
    expect(loaded!.data).toMatchObject({ family: "plain", card: { id: PACKAGE, kind: "package" } });
    expect((loaded!.data.items as unknown[]).length).toBe(2);
    expect(loaded!.data.seo).toMatchObject({
      title: expect.stringMatching(/^AMC 8 \+ Pre-Algebra Honors Bundle \| /),
      description: "Enroll in both classes together and save $110.",
      canonical: `http://us.localhost:3000/courses/detail/promote/${PACKAGE}`,
    });
    expect(loaded!.data.seo.jsonLd).toMatchObject({ "@type": "Course", offers: [{ price: "990.00", priceCurrency: "USD" }] });
    // Its class cards show places as answered: never kept.
    expect(loaded!.init.headers["Cache-Control"]).toBe("no-cache");
  });

  it("puts the canonical and the JSON-LD in the head", async () => {
    const { loaded } = await load(routes.promote, { queryCourseDetail: packageDetail() }, `/courses/detail/promote/${PACKAGE}`, { packageId: PACKAGE });
    const tags = routes.promote.meta({ data: loaded!.data } as never) as Record<string, unknown>[];
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: loaded!.data.seo.canonical });
    expect(tags.find((tag) => "script:ld+json" in tag)?.["script:ld+json"]).toMatchObject({ name: "AMC 8 + Pre-Algebra Honors Bundle" });
  });

  it("describes a package without a summary in the site's words", async () => {
    const detail = packageDetail();
    const { loaded } = await load(routes.promote, { queryCourseDetail: { ...detail, card: { ...detail.card, summary: "" } } }, `/courses/detail/promote/${PACKAGE}`, { packageId: PACKAGE });
    expect(loaded!.data.seo.description).toMatch(/^AMC 8 \+ Pre-Algebra Honors Bundle: classes at .+ booked together as one package\.$/);
  });

  it("is a 404 for a class's id, an unknown id (4003) and an id no product can have", async () => {
    const classId = "us-amc8-prep-online-sku";
    expect((await load(routes.promote, { queryCourseDetail: courseDetail() }, `/courses/detail/promote/${classId}`, { packageId: classId })).thrown?.status).toBe(404);
    const unknown = await load(routes.promote, { queryCourseDetail: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "none") }, "/courses/detail/promote/nope", { packageId: "nope" });
    expect(unknown.thrown?.status).toBe(404);
    const bad = await load(routes.promote, {}, "/courses/detail/promote/%20bad", { packageId: " bad" });
    expect(bad.thrown?.status).toBe(404);
    expect(bad.call).not.toHaveBeenCalled();
  });

  it("is private to a visitor with a session (their wish list)", async () => {
    const { loaded } = await load(routes.promote, { queryCourseDetail: packageDetail() }, `/courses/detail/promote/${PACKAGE}`, { packageId: PACKAGE }, { token: "t-1" });
    expect(loaded!.init.headers["Cache-Control"]).toBe("private, no-store");
  });
});

describe("/courses/detail-bm/promote/{packageId} loader", () => {
  it("points the canonical and the classes' JSON-LD to -bm pages", async () => {
    const { loaded } = await load(routes.promoteBm, { queryCourseDetail: packageDetail() }, `/courses/detail-bm/promote/${PACKAGE}`, { packageId: PACKAGE }, { locale: "bmus" });
    expect(loaded!.data.family).toBe("bm");
    expect(loaded!.data.seo.canonical).toBe(`http://bmus.localhost:3000/courses/detail-bm/promote/${PACKAGE}`);
    expect((loaded!.data.seo.jsonLd.hasPart as { url: string }[]).map((part) => part.url)).toEqual([
      "http://bmus.localhost:3000/courses/detail-bm/us-amc8-prep-online-sku",
      "http://bmus.localhost:3000/courses/detail-bm/us-prealgebra-honors-cupertino-sku",
    ]);
  });
});

describe("a class page's address", () => {
  it("sends a package to its own page, in the same family, keeping the query", async () => {
    const plain = await load(routes.detail, { queryCourseDetail: packageDetail() }, `/courses/detail/${PACKAGE}?fromPage=x`, { coursesId: PACKAGE });
    expect(plain.thrown?.status).toBe(301);
    expect(plain.thrown?.headers.get("Location")).toBe(`/courses/detail/promote/${PACKAGE}?fromPage=x`);
    const bm = await load(routes.detailBm, { queryCourseDetail: packageDetail() }, `/courses/detail-bm/${PACKAGE}`, { coursesId: PACKAGE }, { locale: "bmsg" });
    expect(bm.thrown?.headers.get("Location")).toBe(`/courses/detail-bm/promote/${PACKAGE}`);
  });

  it("on -bm: the class with its canonical at the -bm address", async () => {
    const { loaded } = await load(routes.detailBm, { queryCourseDetail: courseDetail(courseCard()), querySubscriptionPlans: { list: [] } }, "/courses/detail-bm/us-amc8-prep-online-sku", { coursesId: "us-amc8-prep-online-sku" }, { locale: "bmus" });
    expect(loaded!.data.family).toBe("bm");
    expect(loaded!.data.seo.canonical).toBe("http://bmus.localhost:3000/courses/detail-bm/us-amc8-prep-online-sku");
    const tags = routes.detailBm.meta({ data: loaded!.data } as never) as Record<string, unknown>[];
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: loaded!.data.seo.canonical });
  });
});
