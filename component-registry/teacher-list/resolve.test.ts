import { describe, expect, it, vi } from "vitest";
import type { ApiClient, CallContext } from "../../api/client.js";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { ModuleEnvironment } from "../define.js";
import { resolveTeacherList } from "./resolve.js";
import type { Teacher } from "./teachers.js";

const call: CallContext = {
  header: { schoolCode: "415", timezone: "America/Los_Angeles" },
  countryCode: "US",
  channelCode: "web-us",
};
const environment = { path: "/teachers", preview: false, language: "en" } as ModuleEnvironment;

const teacher = (id: number, subjectIds: number[]): Teacher => ({
  id,
  name: `Teacher ${id}`,
  avatar: "",
  title: "Math Teacher",
  intro: "Loves numbers.",
  subjectIds,
});

function fakeApi(answer: () => Promise<unknown>) {
  const callFn = vi.fn(answer);
  return { api: { call: callFn } as unknown as ApiClient, callFn };
}

describe("resolveTeacherList", () => {
  it("asks basic data for H5 and keeps the subject's teachers up to the limit", async () => {
    const { api, callFn } = fakeApi(async () => ({
      teacherV2: [teacher(1, [1]), teacher(2, [4]), teacher(3, [1, 4]), teacher(4, [1])],
    }));
    const resolved = await resolveTeacherList({ subjectId: 1, limit: 2 }, { api, call, environment });
    expect(callFn).toHaveBeenCalledWith("requeryBasicData", { platform: "H5" }, call);
    expect(resolved.teachers.map((t) => t.id)).toEqual([1, 3]);
  });

  it("returns every teacher without subject or limit", async () => {
    const { api } = fakeApi(async () => ({ teacherV2: [teacher(1, [1]), teacher(2, [4])] }));
    expect((await resolveTeacherList({}, { api, call, environment })).teachers).toHaveLength(2);
  });

  it("returns an empty list when there are no teachers", async () => {
    const { api } = fakeApi(async () => ({ teacherV2: [] }));
    expect(await resolveTeacherList({ subjectId: 3 }, { api, call, environment })).toEqual({ teachers: [] });
  });

  it("returns an empty list when the call answers a non-zero code", async () => {
    const { api } = fakeApi(async () => {
      throw new ApiError(ErrorCode.SYSTEM_ERROR);
    });
    expect(await resolveTeacherList({}, { api, call, environment })).toEqual({ teachers: [] });
  });

  it("lets a network error through", async () => {
    const { api } = fakeApi(async () => {
      throw new ApiError(ErrorCode.NETWORK_ERROR);
    });
    await expect(resolveTeacherList({}, { api, call, environment })).rejects.toMatchObject({ code: -1 });
  });
});
