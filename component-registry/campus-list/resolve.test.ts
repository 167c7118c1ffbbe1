import { describe, expect, it, vi } from "vitest";
import type { ApiClient, CallContext } from "../../api/client.js";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { ModuleEnvironment } from "../define.js";
import type { TeachingPoint } from "./campuses.js";
import { resolveCampusList } from "./resolve.js";

const call: CallContext = {
  header: { schoolCode: "415", timezone: "America/Los_Angeles" },
  countryCode: "US",
  channelCode: "web-us",
};
const environment = { path: "/locations", preview: false, language: "en" } as ModuleEnvironment;

const online: TeachingPoint = { id: 1, name: "Online", address: "", lat: null, lng: null, online: true, phone: "", openingHours: [] };
const cupertino: TeachingPoint = { id: 2, name: "Cupertino", address: "Cupertino, CA", lat: 37.323, lng: -122.0322, online: false, phone: "", openingHours: [] };
const london: TeachingPoint = { id: 9, name: "London", address: "London", lat: 51.5, lng: -0.12, online: false, phone: "", openingHours: [] };

const school = (schoolCode: string, schoolTeachingPoints: TeachingPoint[]) => ({
  schoolCode,
  schoolName: `School ${schoolCode}`,
  schoolSimplifyName: schoolCode,
  contactsPreferred: ["email"],
  schoolTeachingPoints,
});

function fakeApi(answer: () => Promise<unknown>) {
  const callFn = vi.fn(answer);
  return { api: { call: callFn } as unknown as ApiClient, callFn };
}

describe("resolveCampusList", () => {
  const config = async () => ({ list: [school("8601", [london]), school("415", [online, cupertino])] });

  it("asks school config and keeps the caller's school's points without Online", async () => {
    const { api, callFn } = fakeApi(config);
    const resolved = await resolveCampusList({ showMap: true }, { api, call, environment });
    expect(callFn).toHaveBeenCalledWith("requerySchoolConfig", {}, call);
    expect(resolved).toEqual({ points: [cupertino] });
  });

  it("keeps the Online point when asked for", async () => {
    const { api } = fakeApi(config);
    expect(await resolveCampusList({ includeOnline: true }, { api, call, environment })).toEqual({
      points: [online, cupertino],
    });
  });

  it("returns no points for a school that is not in the config", async () => {
    const { api } = fakeApi(async () => ({ list: [school("8601", [london])] }));
    expect(await resolveCampusList({}, { api, call, environment })).toEqual({ points: [] });
  });

  it("returns no points when the call answers a non-zero code", async () => {
    const { api } = fakeApi(async () => {
      throw new ApiError(ErrorCode.SYSTEM_ERROR);
    });
    expect(await resolveCampusList({}, { api, call, environment })).toEqual({ points: [] });
  });

  it("lets a network error through", async () => {
    const { api } = fakeApi(async () => {
      throw new ApiError(ErrorCode.NETWORK_ERROR);
    });
    await expect(resolveCampusList({}, { api, call, environment })).rejects.toBeInstanceOf(ApiError);
  });
});
