import { readFileSync } from "node:fs";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../../tests/helpers/render-account.js";
import { courseCard } from "../catalogue-test-support.js";
import { TRIAL_COURSE_TYPE_ID } from "./first-class-loader.server.js";

const current = vi.hoisted(() => ({ api: null as unknown, locale: "us" }));

vi.mock("../../../lib/api.server.js", async (importOriginal) => {
  const { fixtureSite } = await import("../../../../tests/helpers/render-view.js");
  return { ...(await importOriginal<object>()), requestApi: () => current.api, siteForRequest: async () => fixtureSite(current.locale) };
});

const plain = await import("../../../routes/courses.detail.FirstClass.js");
const brand = await import("../../../routes/courses.detail-bm.FirstClass.js");

afterEach(() => {
  current.api = null;
});

interface Loaded {
  data: { family: string; list: unknown[]; moreHref: string | null; seo: { title: string; description: string; canonical: string } };
  init: { headers: Record<string, string> };
}

const trial = courseCard({ id: "us-math-trial-live-sku" }, { courseTypeId: TRIAL_COURSE_TYPE_ID });

async function load(route: typeof plain, path: string, locale: string, total = 1) {
  const fake = fakeApi({ searchCourses: { total, page: 1, pageSize: 48, list: total ? [trial] : [] } });
  current.api = fake.api;
  current.locale = locale;
  const request = new Request(`http://${locale}.localhost:3000${path}`);
  const loaded = (await route.loader({ request, context: { publicOrigin: { protocol: "http:", port: "3000" } }, params: {} } as unknown as LoaderFunctionArgs)) as unknown as Loaded;
  return { ...fake, loaded };
}

describe("/courses/detail/FirstClass loader", () => {
  it("asks for the site's classes of the trial type that are not over, soonest first, as many as one answer holds", async () => {
    const { callsOf, loaded } = await load(plain, "/courses/detail/FirstClass", "us");
    expect(callsOf("searchCourses")).toEqual([
      expect.objectContaining({ courseTypeId: TRIAL_COURSE_TYPE_ID, gradeId: 0, subjectId: 0, keyword: "", sort: "startDate", page: 1, pageSize: 48 }),
    ]);
    expect(callsOf("searchCourses")[0]).not.toHaveProperty("includeEnded", true);
    expect(loaded.data.list).toEqual([trial]);
    expect(loaded.data.moreHref).toBeNull();
    expect(loaded.data.seo.canonical).toBe("http://us.localhost:3000/courses/detail/FirstClass");
    expect(loaded.data.seo.title).toMatch(/^Trial classes \| /);
    // Places as answered: never kept.
    expect(loaded.init.headers["Cache-Control"]).toBe("no-cache");
  });

  it("links the course list of every trial class when one answer does not hold them all", async () => {
    const { loaded } = await load(plain, "/courses/detail/FirstClass", "us", 60);
    expect(loaded.data.moreHref).toBe(`/courses/list?courseTypeId=${TRIAL_COURSE_TYPE_ID}`);
  });

  it("puts its title, description and canonical in the head", async () => {
    const { loaded } = await load(plain, "/courses/detail/FirstClass", "hk");
    const tags = plain.meta({ data: loaded.data } as never);
    expect(tags).toEqual([
      { title: loaded.data.seo.title },
      { name: "description", content: loaded.data.seo.description },
      { tagName: "link", rel: "canonical", href: "http://hk.localhost:3000/courses/detail/FirstClass" },
    ]);
    expect(loaded.data.seo.title).toMatch(/^試堂 \| /);
  });
});

describe("/courses/detail-bm/FirstClass loader", () => {
  it("keeps its canonical and its list link at -bm addresses", async () => {
    const { loaded } = await load(brand, "/courses/detail-bm/FirstClass", "bmsg", 60);
    expect(loaded.data.family).toBe("bm");
    expect(loaded.data.seo.canonical).toBe("http://bmsg.localhost:3000/courses/detail-bm/FirstClass");
    expect(loaded.data.moreHref).toBe(`/courses/list-bm?courseTypeId=${TRIAL_COURSE_TYPE_ID}`);
  });
});

describe("the trial course type", () => {
  it("is the reference data's trial lesson", () => {
    const types = JSON.parse(readFileSync(new URL("../../../../fixtures/course-types.json", import.meta.url), "utf8")) as { id: number; names: { en: string } }[];
    expect(types.find((type) => type.id === TRIAL_COURSE_TYPE_ID)?.names.en).toBe("Trial lesson");
  });
});
