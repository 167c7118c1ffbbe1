import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../api/client.js";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { siteForRequest } from "./api.server.js";

describe("siteForRequest", () => {
  it("asks once per request, and gives every loader a 404 Response of its own for a host no site has", async () => {
    const call = vi.fn().mockRejectedValue(new ApiError(ErrorCode.NOT_FOUND_OR_ENDED));
    const api = { call } as unknown as ApiClient;
    const request = new Request("http://evil.example/faq");
    // The root's loader and the page's ask at the same time; Remix reads each thrown Response's body.
    const [root, page] = await Promise.allSettled([siteForRequest(request, api), siteForRequest(request, api)]);
    expect(call).toHaveBeenCalledTimes(1);
    const thrown = [root, page].map((outcome) => (outcome.status === "rejected" ? (outcome.reason as Response) : null));
    expect(thrown.map((response) => response?.status)).toEqual([404, 404]);
    expect(thrown[0]).not.toBe(thrown[1]);
  });
});
