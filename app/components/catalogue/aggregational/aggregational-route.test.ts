import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { fakeApi, type Answers } from "../../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { courseCard } from "../catalogue-test-support.js";

const api = vi.hoisted(() => ({ current: null as unknown }));

vi.mock("../../../lib/api.server.js", async (importOriginal) => {
  const { fixtureSite: site } = await import("../../../../tests/helpers/render-view.js");
  return {
    ...(await importOriginal<object>()),
    requestApi: () => api.current,
    siteForRequest: async () => site("us"),
  };
});

const route = await import("../../../routes/courses.aggregational-detail.$pageId.js");

afterEach(() => {
  api.current = null;
});

interface Loaded {
  data: { page: ResponseOf<"queryAggregationalDetail">; seo: { title: string; description: string; canonical: string } };
  init: { headers: Record<string, string> };
}

const collection: ResponseOf<"queryAggregationalDetail"> = {
  title: "AMC contest season",
  summary: "Everything we offer for contest season.",
  groups: [{ title: "AMC 8 classes", list: [courseCard()] }],
};

function loaderArgs(pageId: string) {
  const request = new Request(`http://us.localhost:3000/courses/aggregational-detail/${encodeURIComponent(pageId)}`);
  return { request, context: { publicOrigin: { protocol: "http:", port: "3000" } }, params: { pageId } } as unknown as LoaderFunctionArgs;
}

async function load(answers: Answers, pageId = "us-amc-contest-season") {
  const fake = fakeApi(answers);
  api.current = fake.api;
  return { ...fake, loaded: (await route.loader(loaderArgs(pageId))) as unknown as Loaded };
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

describe("/courses/aggregational-detail/{pageId} loader", () => {
  it("gives the collection with its title, description and canonical, never kept by a cache (its seats are as answered)", async () => {
    const { loaded, callsOf } = await load({ queryAggregationalDetail: collection });
    expect(callsOf("queryAggregationalDetail")).toEqual([{ pageId: "us-amc-contest-season" }]);
    expect(loaded.data.page).toEqual(collection);
    expect(loaded.data.seo).toEqual({
      title: `AMC contest season | ${fixtureSite("us").schoolName}`,
      description: "Everything we offer for contest season.",
      canonical: "http://us.localhost:3000/courses/aggregational-detail/us-amc-contest-season",
    });
    expect(loaded.init.headers["Cache-Control"]).toBe("no-cache");
    const tags = route.meta({ data: loaded.data } as never) as Record<string, unknown>[];
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: loaded.data.seo.canonical });
  });

  it("is a 404 for a collection the site does not have (4003), never a 500", async () => {
    const answer = await refusal(load({ queryAggregationalDetail: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "none") }));
    expect(answer.status).toBe(404);
  });

  it("is a 404 for an id no collection can have, without asking", async () => {
    const fake = fakeApi();
    api.current = fake.api;
    const answer = await refusal(route.loader(loaderArgs("../x")));
    expect(answer.status).toBe(404);
    expect(fake.call).not.toHaveBeenCalled();
  });
});
