import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, type Answers } from "../../../tests/helpers/render-account.js";
import { user } from "../../../tests/helpers/sample-accounts.js";

/** The fake API of the request being loaded. */
const current = vi.hoisted(() => ({ api: null as unknown }));

vi.mock("../../lib/api.server.js", async () => {
  const { fixtureSite: site } = await import("../../../tests/helpers/render-view.js");
  return { requestApi: () => current.api, siteForRequest: async () => site("us") };
});

const routes = {
  list: (await import("../../routes/my-class-transfer._index.js")).loader,
  listBm: (await import("../../routes/my-class-transfer-bm.js")).loader,
  transfer: (await import("../../routes/my-class-transfer.class-transfer.$classId.js")).loader,
  unpaid: (await import("../../routes/my-unpaid-courses.class-transfer.$skuId.js")).loader,
};

const CLASS = "us-grade4-problem-solving-online";
const place = { classId: CLASS, student: { uid: "s-2" } };
const signedIn: Answers = { queryUserBasicInfo: user({ uid: "u-1" }), queryTransferClasses: { list: [place] }, queryTransferOptions: { place, options: [] } };

interface Loaded {
  data: Record<string, unknown> & { title: string };
  init: { headers: Record<string, string> };
}

/** Runs a route's loader for `url`; a thrown Response (redirect, 404) is answered as the loader threw it. */
async function load(route: keyof typeof routes, url: string, answers: Answers = signedIn, cookie = "_official_token=t-1") {
  const api = fakeApi(answers);
  current.api = api.api;
  const request = new Request(`https://www.example.test${url}`, { headers: { cookie } });
  const last = url.split("?")[0]!.split("/").pop();
  const run = () => routes[route]({ request, context: {}, params: { classId: last, skuId: last } } as unknown as LoaderFunctionArgs) as unknown as Promise<Loaded>;
  const thrown = () => run().then(() => Promise.reject(new Error("the loader answered")), (response: Response) => response);
  return { run, thrown, api };
}

describe("/my-class-transfer and /my-class-transfer-bm", () => {
  it("load the family's classes in their address family, never for a shared cache", async () => {
    const { run, api } = await load("list", "/my-class-transfer");
    const { data, init } = await run();
    expect(data).toMatchObject({ family: "plain", places: [place] });
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
    expect(api.callsOf("queryTransferClasses")).toEqual([{}]);
    expect((await (await load("listBm", "/my-class-transfer-bm")).run()).data).toMatchObject({ family: "bm", places: [place] });
  });

  it("signed out, ask nothing: the page shows its sign-in prompt", async () => {
    const { run, api } = await load("list", "/my-class-transfer", signedIn, "");
    expect((await run()).data.places).toBeNull();
    expect(api.call).not.toHaveBeenCalled();
  });
});

describe("/my-class-transfer/class-transfer/{classId}", () => {
  it("sends a parent who has not accepted the rules to accept them first", async () => {
    const response = await (await load("transfer", `/my-class-transfer/class-transfer/${CLASS}?studentId=s-2`)).thrown();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/my-class-transfer/order-acknowledgement?classId=${CLASS}&studentId=s-2`);
  });

  it("loads the place and the options for the student once accepted; another family's class is a 404", async () => {
    const { run, api } = await load("transfer", `/my-class-transfer/class-transfer/${CLASS}?studentId=s-2&accepted=1`);
    expect((await run()).data.transfer).toEqual({ place, options: [] });
    expect(api.callsOf("queryTransferOptions")).toEqual([{ classId: CLASS, studentId: "s-2" }]);
    const refused = await load("transfer", `/my-class-transfer/class-transfer/${CLASS}?accepted=1`, { ...signedIn, queryTransferOptions: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED) });
    expect((await refused.thrown()).status).toBe(404);
    expect((await (await load("transfer", "/my-class-transfer/class-transfer/..%2Fx?accepted=1")).thrown()).status).toBe(404);
  });
});

describe("/my-unpaid-courses/class-transfer/{skuId}", () => {
  it("goes on to the transfer of the class the SKU was bought as, or is a 404 without one", async () => {
    const { thrown, api } = await load("unpaid", "/my-unpaid-courses/class-transfer/us-amc8-prep-online-sku?studentId=s-2");
    expect((await thrown()).headers.get("Location")).toBe(`/my-class-transfer/order-acknowledgement?classId=${CLASS}&studentId=s-2`);
    expect(api.callsOf("queryTransferClasses")).toEqual([{ skuId: "us-amc8-prep-online-sku", studentId: "s-2" }]);
    const none = await load("unpaid", "/my-unpaid-courses/class-transfer/us-amc8-prep-online-sku", { ...signedIn, queryTransferClasses: { list: [] } });
    expect((await none.thrown()).status).toBe(404);
  });
});
