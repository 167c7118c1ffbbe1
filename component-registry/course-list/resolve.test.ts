import { describe, expect, it, vi } from "vitest";
import type { ApiClient, CallContext } from "../../api/client.js";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { courseCard } from "../../app/components/catalogue/catalogue-test-support.js";
import type { ModuleEnvironment } from "../define.js";
import { resolveCourseList } from "./resolve.js";

const call: CallContext = {
  header: { schoolCode: "415", timezone: "America/Los_Angeles" },
  countryCode: "US",
  channelCode: "web-us",
};
const environment = { path: "/courses", preview: false, language: "en" } as ModuleEnvironment;
const data = { channelId: 4, gradeId: 107, subjectId: 1, sort: "startDate", count: 3 } as const;

function fakeApi(answer: () => Promise<unknown>) {
  const callFn = vi.fn(answer);
  return { api: { call: callFn } as unknown as ApiClient, callFn };
}

describe("resolveCourseList", () => {
  it("searches the catalogue with the module's channel, grade, subject and order, as many cards as it shows", async () => {
    const list = [courseCard(), courseCard({ id: "us-amc8-prep-cupertino-sku" })];
    const { api, callFn } = fakeApi(async () => ({ total: 9, page: 1, pageSize: 3, list }));
    expect(await resolveCourseList(data, { api, call, environment })).toEqual({ cards: list, total: 9 });
    expect(callFn).toHaveBeenCalledWith("searchCourses", { channelId: 4, gradeId: 107, subjectId: 1, sort: "startDate", pageSize: 3 }, call);
  });

  it("shows no cards when the search is refused", async () => {
    const { api } = fakeApi(async () => {
      throw new ApiError(ErrorCode.INVALID_INPUT);
    });
    expect(await resolveCourseList(data, { api, call, environment })).toEqual({ cards: [], total: 0 });
  });

  it("lets a network error through", async () => {
    const { api } = fakeApi(async () => {
      throw new ApiError(ErrorCode.NETWORK_ERROR);
    });
    await expect(resolveCourseList(data, { api, call, environment })).rejects.toBeInstanceOf(ApiError);
  });
});
