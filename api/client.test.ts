import { describe, expect, it, vi } from "vitest";
import { contract } from "../schemas/api/contract.js";
import { createApiClient, type CallContext } from "./client.js";
import { ApiError, ErrorCode } from "./errors.js";
import { computeSignature, parseSignatureHeader } from "./signing.js";
import { networkError, withTimeout, type Transport, type TransportRequest } from "./transport.js";

const context: CallContext = {
  header: { schoolCode: "415", timezone: "America/Los_Angeles", unifiedAccessToken: "token-1" },
  countryCode: "US",
  channelCode: "web-us",
  language: "en",
};

function answering(body: unknown, status = 200) {
  const requests: TransportRequest[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    return { status, body };
  };
  return { transport, requests };
}

describe("createApiClient", () => {
  it("posts the envelope with the §7 headers and returns data on code 0", async () => {
    const { transport, requests } = answering({ code: 0, msg: "success", data: { list: [] } });
    const api = createApiClient({ transport, signingKey: "k".repeat(16) });

    await expect(api.call("queryGrades", {}, context)).resolves.toEqual({ list: [] });

    const [request] = requests;
    expect(request!.path).toBe(contract.queryGrades.path);
    expect(request!.timeoutMs).toBe(60_000);
    expect(request!.headers).toMatchObject({
      "Content-Type": "application/json",
      CountryCode: "US",
      ChannelCode: "web-us",
      platform: "pc",
      "GRC-Action": "queryGrades",
      "Accept-Language": "en",
    });
    expect(JSON.parse(request!.body)).toMatchObject({ data: {}, header: { schoolCode: "415" } });
  });

  it("leaves the token out of calls that disable it and sends it where it is used", async () => {
    const { transport, requests } = answering({ code: 0, msg: "", data: { gray: false } });
    const api = createApiClient({ transport, signingKey: "k".repeat(16) });

    await api.call("queryGrades", {}, context);
    await api.call("getAlipayHKGrayList", {}, context);

    expect(requests[0]!.headers.Authorization).toBeUndefined();
    expect(JSON.parse(requests[0]!.body).header.unifiedAccessToken).toBeUndefined();
    expect(requests[1]!.headers.Authorization).toBe("token-1");
    expect(JSON.parse(requests[1]!.body).header.unifiedAccessToken).toBe("token-1");
  });

  it("throws the server's code and message, or the catalogue's default", async () => {
    const withMessage = createApiClient({ transport: answering({ code: 4003, msg: "gone" }).transport, signingKey: "k" });
    await expect(withMessage.call("queryGrades", {}, context)).rejects.toMatchObject({ code: 4003, message: "gone" });

    const withoutMessage = createApiClient({ transport: answering({ code: 1587, msg: "" }).transport, signingKey: "k" });
    await expect(withoutMessage.call("queryGrades", {}, context)).rejects.toMatchObject({
      code: ErrorCode.TOO_CLOSE_TO_CLASS_START,
      message: "It is too close to the class start to reschedule or transfer.",
    });
  });

  it("clears the session on code 9", async () => {
    const onSessionInvalid = vi.fn();
    const api = createApiClient({ transport: answering({ code: 9, msg: "" }).transport, signingKey: "k", onSessionInvalid });
    await expect(api.call("getAlipayHKGrayList", {}, context)).rejects.toMatchObject({ code: ErrorCode.SESSION_INVALID });
    expect(onSessionInvalid).toHaveBeenCalledWith("getAlipayHKGrayList");
  });

  it("maps a call without an answer to code -1 and reports it", async () => {
    const onNetworkError = vi.fn();
    const failing: Transport = async () => {
      throw networkError("connection refused");
    };
    const api = createApiClient({ transport: failing, signingKey: "k", onNetworkError });
    const error = await api.call("queryGrades", {}, context).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
    expect(onNetworkError).toHaveBeenCalledWith("queryGrades", error);
  });

  it("treats an answer that is not an envelope (a proxy's error page) as a network error", async () => {
    const onNetworkError = vi.fn();
    const api = createApiClient({ transport: answering("<html>Bad gateway</html>", 502).transport, signingKey: "k", onNetworkError });
    await expect(api.call("queryGrades", {}, context)).rejects.toMatchObject({ code: ErrorCode.NETWORK_ERROR });
    expect(onNetworkError).toHaveBeenCalledOnce();
  });

  it("signs signed calls with the server's clock, asking for it once", async () => {
    const key = "public-signing-key-123";
    const serverTime = 1_800_000_000_000;
    const requests: TransportRequest[] = [];
    const transport: Transport = async (request) => {
      requests.push(request);
      if (request.call === "getSystemTimestamp") return { status: 200, body: { code: 0, msg: "", data: serverTime } };
      return { status: 200, body: { code: 0, msg: "", data: { leadId: "l-1" } } };
    };
    let localTime = 1_000;
    const api = createApiClient({ transport, signingKey: key, now: () => localTime });

    await api.call("submitLeads", { name: "A", email: "a@example.com" }, context);
    localTime += 5_000;
    await api.call("submitLeads", { name: "B", email: "b@example.com" }, context);

    expect(requests.map((request) => request.call)).toEqual(["getSystemTimestamp", "submitLeads", "submitLeads"]);
    const second = requests[2]!;
    const signature = parseSignatureHeader(second.headers.Signature);
    expect(signature?.timestamp).toBe(serverTime + 5_000);
    expect(signature?.signature).toBe(await computeSignature(key, second.body, serverTime + 5_000));
  });
});

describe("withTimeout", () => {
  it("gives up with a network error after the call's time", async () => {
    const never = new Promise<never>(() => undefined);
    await expect(withTimeout(never, 10)).rejects.toMatchObject({ code: ErrorCode.NETWORK_ERROR });
  });

  it("passes a timely answer through", async () => {
    await expect(withTimeout(Promise.resolve(42), 1_000)).resolves.toBe(42);
  });
});
