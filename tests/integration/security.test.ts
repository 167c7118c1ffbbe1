import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import {
  inProcessClient,
  startTestServer,
  startTestService,
  usContext,
  type TestService,
} from "../helpers/test-service.js";

const gradesBody = JSON.stringify({ data: {}, header: { schoolCode: "415", timezone: "UTC" } });

describe("cross-site and malformed requests", () => {
  let running: TestService;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    running = await startTestService();
    server = await startTestServer(running);
  });
  afterAll(async () => {
    await server?.close();
    await running?.close();
  });

  it("refuses a cross-site POST from a browser", async () => {
    const response = await server.post("/basic/grades", gradesBody, { "Sec-Fetch-Site": "cross-site" });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: ErrorCode.FORBIDDEN_ORIGIN });
  });

  it("refuses a POST whose Origin is another host when the browser sends no Sec-Fetch-Site", async () => {
    const response = await server.post("/basic/grades", gradesBody, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });

  it("accepts same-origin and non-browser POSTs", async () => {
    const sameOrigin = await server.post("/basic/grades", gradesBody, { "Sec-Fetch-Site": "same-origin" });
    expect(await sameOrigin.json()).toMatchObject({ code: 0 });
    const withOrigin = await server.post("/basic/grades", gradesBody, { Origin: server.baseUrl });
    expect(await withOrigin.json()).toMatchObject({ code: 0 });
    const noHeaders = await server.post("/basic/grades", gradesBody);
    expect(noHeaders.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await noHeaders.json()).toMatchObject({ code: 0 });
  });

  it("answers the API as JSON with its length and the headers of every response, but no script policy (no page runs in it)", async () => {
    const answer = await server.post("/basic/grades", gradesBody);
    const text = await answer.text();
    expect(answer.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(answer.headers.has("content-security-policy")).toBe(false);
    const page = await fetch(`${server.baseUrl}/healthz`);
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
  });

  it("compresses a long API answer for a client that takes it, and reads the same", async () => {
    const countriesBody = JSON.stringify({ data: {}, header: { schoolCode: "415", timezone: "UTC" } });
    const plain = await server.post("/basic/countries", countriesBody, { "Accept-Encoding": "identity" });
    const compressed = await server.post("/basic/countries", countriesBody, { "Accept-Encoding": "br" });
    expect(Number(plain.headers.get("content-length"))).toBeGreaterThan(1024);
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(await compressed.json()).toEqual(await plain.json());
  });

  it("answers an oversized body with 413 and code 4000", async () => {
    const response = await server.post("/basic/grades", JSON.stringify({ data: { pad: "x".repeat(100_000) } }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: ErrorCode.INVALID_INPUT });
  });

  it("refuses an oversized string field, naming it", async () => {
    const body = JSON.stringify({ data: { host: "a".repeat(300) }, header: { schoolCode: "415", timezone: "UTC" } });
    const response = await server.post("/site/by-host", body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toContain("data.host");
  });

  it("refuses a body nested too deep, or with NUL, a lone surrogate or __proto__ anywhere, naming where (400)", async () => {
    const header = '"header":{"schoolCode":"415","timezone":"UTC"}';
    const bodies = {
      [`{"data":{"x":${"[".repeat(5000)}${"]".repeat(5000)}},${header}}`]: "nested deeper than 32 levels",
      [`{"data":{"unknown":["a","b\\u0000"]},${header}}`]: "body.data.unknown.1: must not contain NUL",
      [`{"data":{"unknown":"\\ud800"},${header}}`]: "body.data.unknown: must not contain NUL or lone surrogates",
      [`{"data":{"__proto__":{"polluted":1}},${header}}`]: "__proto__",
    };
    for (const [body, problem] of Object.entries(bodies)) {
      const response = await server.post("/basic/grades", body);
      expect(response.status, body.slice(0, 60)).toBe(400);
      expect(await response.json()).toMatchObject({ code: ErrorCode.INVALID_INPUT, msg: expect.stringContaining(problem) });
    }
  });

  it("refuses an unknown school code, naming the header field", async () => {
    const body = JSON.stringify({ data: {}, header: { schoolCode: "999999", timezone: "UTC" } });
    const response = await server.post("/basic/grades", body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toContain("header.schoolCode");
  });

  it("answers an unknown call and a GET with a code, not a page", async () => {
    const unknown = await server.post("/no/such/call", gradesBody);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: ErrorCode.UNKNOWN_CALL });
    const get = await fetch(`${server.baseUrl}/api/basic/grades`);
    expect(get.status).toBe(405);
    expect(await get.json()).toMatchObject({ code: ErrorCode.UNKNOWN_CALL });
  });
});

describe("rate limiting", () => {
  const address = () => `10.${randomBytes(3).join(".")}`;
  const fromAddress = (ip: string) => ({ "X-Forwarded-For": ip });

  type TestServer = Awaited<ReturnType<typeof startTestServer>>;
  /** The statuses of `count` calls, each with the X-Forwarded-For header `forwardedFor` gives (a proxy's, or one address). */
  async function statuses(servers: TestServer[], forwardedFor: string | (() => string), count: number) {
    const seen: number[] = [];
    for (let i = 0; i < count; i++) {
      const header = typeof forwardedFor === "string" ? forwardedFor : forwardedFor();
      seen.push((await servers[i % servers.length]!.post("/basic/terms", gradesBody, fromAddress(header))).status);
    }
    return seen;
  }

  it("answers 'Operation too frequent' (429) once an address spends its calls, in memory", async () => {
    const running = await startTestService({ RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "1" });
    const server = await startTestServer(running);
    try {
      const ip = address();
      expect(await statuses([server], ip, 4)).toEqual([200, 200, 200, 429]);
      const refused = await server.post("/basic/terms", gradesBody, fromAddress(ip));
      expect(await refused.json()).toMatchObject({ code: ErrorCode.OPERATION_TOO_FREQUENT, msg: "Operation too frequent" });
      // Another address still has its own allowance.
      expect(await statuses([server], address(), 1)).toEqual([200]);
    } finally {
      await server.close();
      await running.close();
    }
  });

  it.each([
    { hops: 1, chain: (client: string) => `${address()}, ${client}` },
    { hops: 2, chain: (client: string) => `${address()}, ${address()}, ${client}, 10.0.0.2` },
  ])("counts the address the outermost of $hops trusted proxies saw, whatever the client wrote before it", async ({ hops, chain }) => {
    // Each proxy appends the address it was called from; the entries before the outermost proxy's are the client's to write.
    const running = await startTestService({ RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: String(hops) });
    const server = await startTestServer(running);
    try {
      const client = address();
      expect(await statuses([server], () => chain(client), 4)).toEqual([200, 200, 200, 429]);
    } finally {
      await server.close();
      await running.close();
    }
  });

  it("ignores X-Forwarded-For without TRUST_PROXY: the connection's address is counted", async () => {
    const running = await startTestService({ RATE_LIMIT_PER_MINUTE: "3" });
    const server = await startTestServer(running);
    try {
      expect(await statuses([server], address, 4)).toEqual([200, 200, 200, 429]);
    } finally {
      await server.close();
      await running.close();
    }
  });

  it("shares the count between server processes through Redis", async () => {
    const settings = {
      RATE_LIMIT_PER_MINUTE: "4",
      TRUST_PROXY: "1",
      REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
    };
    const [first, second] = await Promise.all([startTestService(settings), startTestService(settings)]);
    const servers = await Promise.all([startTestServer(first), startTestServer(second)]);
    try {
      expect(await statuses(servers, address(), 5)).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await Promise.all([first.close(), second.close()]);
    }
  });

  it("limits signed calls however they arrive, in-process included", async () => {
    const running = await startTestService();
    try {
      const api = inProcessClient(running, address());
      // Each body differs: the same body signed in the same millisecond would be refused as a replay.
      const lead = (i: number) => ({ name: `Busy Parent ${i}`, email: "busy@example.com" });
      for (let i = 0; i < 30; i++) await api.call("submitLeads", lead(i), usContext);
      await expect(api.call("submitLeads", lead(30), usContext)).rejects.toMatchObject({
        code: ErrorCode.OPERATION_TOO_FREQUENT,
      });
    } finally {
      await running.close();
    }
  });

  it("does not count the calls pages make in-process for their visitors", async () => {
    const running = await startTestService({ RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: "1" });
    const server = await startTestServer(running);
    try {
      const ip = address();
      const api = inProcessClient(running, ip);
      const answers = await Promise.all(Array.from({ length: 5 }, () => api.call("queryTerms", {}, usContext)));
      expect(answers.every((terms) => terms.list.length > 0)).toBe(true);
      // The visitor's own calls over HTTP still have their whole allowance, and no more.
      expect(await statuses([server], ip, 3)).toEqual([200, 200, 429]);
    } finally {
      await server.close();
      await running.close();
    }
  });
});
