import { describe, expect, it, vi } from "vitest";
import type { ApiClient, CallContext } from "../../api/client.js";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { ModuleEnvironment } from "../define.js";
import { resolveAdSlot } from "./resolve.js";

const call: CallContext = {
  header: { schoolCode: "415", timezone: "America/Los_Angeles" },
  countryCode: "US",
  channelCode: "web-us",
};
const environment = { path: "/", preview: false, language: "en" } as ModuleEnvironment;
const resources = [
  { resId: 11, url: "https://us.mathwise.example/summer", target: true, src: "https://cdn.example/ads/summer.png" },
  { resId: 12, url: "/courses/list", target: false, src: "https://cdn.example/ads/courses.png" },
];

function fakeApi(answer: () => Promise<unknown>) {
  const callFn = vi.fn(answer);
  return { api: { call: callFn } as unknown as ApiClient, callFn };
}

describe("resolveAdSlot", () => {
  it("asks for the location's ads and returns the first item's resources", async () => {
    const { api, callFn } = fakeApi(async () => [{ locationKey: "shop_home", resources }]);
    const resolved = await resolveAdSlot({ locationKey: "shop_home" }, { api, call, environment });
    expect(callFn).toHaveBeenCalledWith("queryResourceByLocation", [{ locationKey: "shop_home" }], call);
    expect(resolved).toEqual({ resources });
  });

  it("returns no ads when the answer has no item or no resources", async () => {
    expect(await resolveAdSlot({ locationKey: "home" }, { ...fakeApi(async () => []), call, environment })).toEqual({
      resources: [],
    });
    expect(
      await resolveAdSlot(
        { locationKey: "home" },
        { ...fakeApi(async () => [{ locationKey: "home", resources: [] }]), call, environment },
      ),
    ).toEqual({ resources: [] });
  });

  it("ignores a non-zero code (SPEC §8)", async () => {
    const { api } = fakeApi(async () => {
      throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED);
    });
    expect(await resolveAdSlot({ locationKey: "home" }, { api, call, environment })).toEqual({ resources: [] });
  });

  it("lets a network error through", async () => {
    const { api } = fakeApi(async () => {
      throw new ApiError(ErrorCode.NETWORK_ERROR);
    });
    await expect(resolveAdSlot({ locationKey: "home" }, { api, call, environment })).rejects.toBeInstanceOf(ApiError);
  });
});
