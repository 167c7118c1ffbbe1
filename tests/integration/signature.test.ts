import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "../../api/client.js";
import { ErrorCode } from "../../api/errors.js";
import { computeSignature, formatSignatureHeader, SIGNATURE_MAX_AGE_MS } from "../../api/signing.js";
import { httpTransport } from "../../api/transport.js";
import { HttpHeader } from "../../schemas/api/envelope.js";
import { leads } from "../../server/db/schema.js";
import { startTestServer, startTestService, usContext, type TestService } from "../helpers/test-service.js";

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

const path = "/leads/submit";
const leadBody = (name: string) =>
  JSON.stringify({ data: { name, email: "parent@example.com" }, header: { schoolCode: "415", timezone: "UTC" } });

async function signedHeader(body: string, timestamp = Date.now(), key = running.env.API_SIGNING_KEY) {
  return { [HttpHeader.signature]: formatSignatureHeader(timestamp, await computeSignature(key, body, timestamp)) };
}

async function leadCount() {
  const [row] = await running.store.db.select({ n: count() }).from(leads);
  return row!.n;
}

async function expectRejected(response: Response, code: number) {
  expect(response.status).toBe(401);
  const body = (await response.json()) as { code: number; msg: string };
  expect(body.code).toBe(code);
  expect(body.msg).toMatch(/signature/i);
}

describe("the signature of signed calls", () => {
  it("accepts a call signed by the client with the server's time, and stores it", async () => {
    const before = await leadCount();
    const api = createApiClient({ transport: httpTransport(server.baseUrl), signingKey: running.env.API_SIGNING_KEY });
    const { leadId } = await api.call("submitLeads", { name: "Signed Parent", email: "signed@example.com" }, usContext);
    expect(leadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await leadCount()).toBe(before + 1);
  });

  it("rejects a missing signature and stores nothing", async () => {
    const before = await leadCount();
    await expectRejected(await server.post(path, leadBody("Unsigned")), ErrorCode.SIGNATURE_MISSING);
    expect(await leadCount()).toBe(before);
  });

  it("rejects a signature made with another key", async () => {
    const body = leadBody("Forged");
    const headers = await signedHeader(body, Date.now(), "an-attacker-guessed-this-key");
    await expectRejected(await server.post(path, body, headers), ErrorCode.SIGNATURE_INVALID);
  });

  it("rejects a signature of another body", async () => {
    const headers = await signedHeader(leadBody("Original"));
    await expectRejected(await server.post(path, leadBody("Tampered"), headers), ErrorCode.SIGNATURE_INVALID);
  });

  it("rejects a garbled header", async () => {
    await expectRejected(
      await server.post(path, leadBody("Garbled"), { [HttpHeader.signature]: "t=1,s=nope" }),
      ErrorCode.SIGNATURE_INVALID,
    );
  });

  it("rejects a stale signature (older than 5 minutes)", async () => {
    const body = leadBody("Stale");
    const headers = await signedHeader(body, Date.now() - SIGNATURE_MAX_AGE_MS - 1_000);
    await expectRejected(await server.post(path, body, headers), ErrorCode.SIGNATURE_EXPIRED);
  });

  it("rejects a replayed signature", async () => {
    const body = leadBody("Replayed");
    const headers = await signedHeader(body);
    expect((await (await server.post(path, body, headers)).json()) as { code: number }).toMatchObject({ code: 0 });
    const before = await leadCount();
    await expectRejected(await server.post(path, body, headers), ErrorCode.SIGNATURE_REPLAYED);
    expect(await leadCount()).toBe(before);
  });
});
