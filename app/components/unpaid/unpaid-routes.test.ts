import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { student, user } from "../../../tests/helpers/sample-accounts.js";
import { courseCard } from "../catalogue/catalogue-test-support.js";
import { owedClass } from "./unpaid-test-support.js";

/** The fake API of the request being loaded. */
const current = vi.hoisted(() => ({ api: null as unknown }));

vi.mock("../../lib/api.server.js", async () => {
  const { fixtureSite: site } = await import("../../../tests/helpers/render-view.js");
  return { requestApi: () => current.api, siteForRequest: async () => site("us") };
});

const routes = {
  list: (await import("../../routes/my-unpaid-courses.list.js")).loader,
  orderCreate: (await import("../../routes/order.create.$skuId.js")).loader,
};

const SKU = "us-amc8-prep-online-sku";
const family = { currentAccount: user({ uid: "u-1" }), associatedAccount: [student({ uid: "s-2", firstName: "Leo" })] };
const owing = { students: [{ uid: "s-2", nickName: "Leo", firstName: "Leo", lastName: "Chen", classes: [owedClass()] }] };
const renewal = { startDate: "2026-03-01T17:30:00.000Z", endDate: "2026-03-04T17:30:00.000Z" };
const signedIn: Answers = { queryUserBasicInfo: user({ uid: "u-1" }), getFamilyStudentsList: family, queryUnpaidCourses: owing, getUnpaidInfo: renewal };

interface Loaded {
  data: Record<string, unknown> & { title: string };
  init: { headers: Record<string, string> };
}

async function load(route: keyof typeof routes, url: string, answers: Answers, cookie = "_official_token=t-1") {
  const api = fakeApi(answers);
  current.api = api.api;
  const request = new Request(`https://www.example.test${url}`, { headers: { cookie } });
  const params = { skuId: url.split("?")[0]!.split("/").pop() };
  const run = () => routes[route]({ request, context: {}, params } as unknown as LoaderFunctionArgs) as unknown as Promise<Loaded>;
  return { run, api };
}

describe("/my-unpaid-courses/list", () => {
  it("loads what the family owes, its renewal window and its students, never for a shared cache", async () => {
    const { run, api } = await load("list", "/my-unpaid-courses/list", signedIn);
    const { data, init } = await run();
    expect(data.title).toBe(`Unpaid Courses | ${fixtureSite("us").schoolName}`);
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
    expect(data.unpaid).toEqual({ courses: owing, renewal, students: [family.currentAccount, ...family.associatedAccount] });
    expect(api.callsOf("queryUnpaidCourses")).toEqual([{}]);
  });

  it("signed out, asks nothing: the page shows its sign-in prompt", async () => {
    const { run, api } = await load("list", "/my-unpaid-courses/list", signedIn, "");
    expect((await run()).data.unpaid).toBeNull();
    expect(api.call).not.toHaveBeenCalled();
  });

  it("with the session gone (code 9), the sign-in prompt too", async () => {
    const { run } = await load("list", "/my-unpaid-courses/list", { ...signedIn, queryUnpaidCourses: new ApiError(ErrorCode.SESSION_INVALID) });
    expect((await run()).data.unpaid).toBeNull();
  });
});

describe("/order/create/{skuId} from the unpaid list", () => {
  it("pays the next stages of a class the student owes", async () => {
    const { run, api } = await load("orderCreate", `/order/create/${SKU}?studentId=s-2&fromPage=unpaid-courses-list`, signedIn);
    const { data } = await run();
    expect(data.stagePayment).toEqual({ owed: owedClass(), student: family.associatedAccount[0] });
    expect(api.callsOf("queryUnpaidCourses")).toEqual([{ studentId: "s-2" }]);
    expect(api.callsOf("studentList")).toEqual([]);
  });

  it("is the ordinary checkout (create way 2) for a class the student owes nothing of", async () => {
    const answers: Answers = {
      ...signedIn,
      queryUnpaidCourses: { students: [] },
      studentList: { studentList: [{ uid: "s-2", nickName: "Leo", firstName: "Leo", lastName: "Chen", avatar: "", status: 0, message: "" }] },
      queryCourseDetail: { card: courseCard({ id: SKU }) },
    };
    const { run } = await load("orderCreate", `/order/create/${SKU}?studentId=s-2&fromPage=unpaid-courses-list`, answers);
    const { data } = await run();
    expect(data.stagePayment).toBeUndefined();
    expect(data.checkout).toMatchObject({ initialStudentId: "s-2", origin: { createWay: 2, fromPage: "unpaid-courses-list" } });
  });

  it("404 for a student outside the family", async () => {
    const { run } = await load("orderCreate", `/order/create/${SKU}?studentId=s-9&fromPage=unpaid-courses-list`, {
      ...signedIn,
      queryUnpaidCourses: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED),
    });
    await expect(run()).rejects.toMatchObject({ status: 404 });
  });
});
