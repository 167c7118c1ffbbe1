import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../api/client.js";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { testEnvironment } from "../../tests/helpers/render-view.js";
import { resolveLeadForm } from "./resolve.js";

const call = { header: { schoolCode: "415", timezone: "UTC" }, countryCode: "US", channelCode: "web-us" };
const base = { leadComponentId: 1, title: "Talk to us", submitLabel: "Send", successMessage: "Thanks" };

function fakeApi(result: unknown) {
  const callApi = vi.fn(async () => {
    if (result instanceof Error) throw result;
    return result;
  });
  return { api: { call: callApi } as unknown as ApiClient, callApi };
}

describe("resolveLeadForm", () => {
  it("fetches the school's grades when the form asks for one", async () => {
    const { api, callApi } = fakeApi({ list: [{ id: 104, name: "Grade 3" }] });
    const resolved = await resolveLeadForm({ ...base, fields: ["phone", "grade"] }, { api, call, environment: testEnvironment() });
    expect(resolved).toEqual({ grades: [{ id: 104, name: "Grade 3" }] });
    expect(callApi).toHaveBeenCalledWith("queryGrades", {}, call);
  });

  it("asks for nothing when the form has no grade field", async () => {
    const { api, callApi } = fakeApi({ list: [] });
    expect(await resolveLeadForm({ ...base, fields: ["email"] }, { api, call, environment: testEnvironment() })).toBeUndefined();
    expect(callApi).not.toHaveBeenCalled();
  });

  it("leaves the grade out on a refusal but lets a network error through", async () => {
    const refused = fakeApi(new ApiError(ErrorCode.SYSTEM_ERROR));
    expect(await resolveLeadForm({ ...base, fields: ["grade", "email"] }, { api: refused.api, call, environment: testEnvironment() })).toBeUndefined();
    const offline = fakeApi(new ApiError(ErrorCode.NETWORK_ERROR));
    await expect(resolveLeadForm({ ...base, fields: ["grade", "email"] }, { api: offline.api, call, environment: testEnvironment() })).rejects.toMatchObject({
      code: ErrorCode.NETWORK_ERROR,
    });
  });
});
