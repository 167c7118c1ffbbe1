import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "../../api/client.js";
import { ErrorCode } from "../../api/errors.js";
import { httpTransport } from "../../api/transport.js";
import { createSession } from "../../server/auth/sessions.js";
import { alipayHkGrayUsers } from "../../server/db/schema.js";
import {
  inProcessClient,
  startTestServer,
  startTestService,
  usContext,
  type TestService,
} from "../helpers/test-service.js";

let running: TestService;
beforeAll(async () => {
  running = await startTestService();
});
afterAll(async () => {
  await running?.close();
});

const sgContext = {
  header: { schoolCode: "6501", timezone: "Asia/Singapore" },
  countryCode: "SG",
  channelCode: "web-sg",
};

describe("sites", () => {
  it("finds the site of a regional host, ignoring the port and case", async () => {
    const site = await inProcessClient(running).call("querySiteByHost", { host: "SG.localhost:3000" }, usContext);
    expect(site).toMatchObject({ locale: "sg", schoolCode: "6501", currency: { code: "SGD" } });
  });

  it("maps plain localhost to the US site", async () => {
    const site = await inProcessClient(running).call("querySiteByHost", { host: "localhost" }, usContext);
    expect(site.locale).toBe("us");
  });

  it("answers 4003 for a host no site serves", async () => {
    await expect(
      inProcessClient(running).call("querySiteByHost", { host: "nowhere.example" }, usContext),
    ).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND_OR_ENDED });
  });
});

describe("basic data", () => {
  it("describes the school named in the header", async () => {
    const basic = await inProcessClient(running).call("requeryBasicData", { platform: "H5" }, sgContext);
    expect(basic.schoolsV2).toMatchObject({ schoolCode: "6501", locale: "sg" });
    expect(basic.currencyV2.code).toBe("SGD");
    expect(basic.timezoneV2.timezone).toBe("Asia/Singapore");
    expect(basic.teacherV2.length).toBeGreaterThan(0);
    expect(basic.international.some((country) => country.countryCallingCode === "+65")).toBe(true);
  });

  it("answers names in the requested language when the site offers it, else in its default", async () => {
    const api = inProcessClient(running);
    const chinese = await api.call("querySubjects", {}, { ...sgContext, language: "zh-CN,zh;q=0.9" });
    expect(chinese.list.find((subject) => subject.id === 1)?.name).toBe("数学");
    const unoffered = await api.call("querySubjects", {}, { ...sgContext, language: "ja" });
    expect(unoffered.list.find((subject) => subject.id === 1)?.name).toBe("Math");
  });

  it("groups the school's grades by stage", async () => {
    const api = inProcessClient(running);
    const flat = await api.call("queryGrades", {}, usContext);
    const grouped = await api.call("queryAllGrades", {}, usContext);
    expect(grouped.list.length).toBeGreaterThan(1);
    expect(grouped.list.flat().map((grade) => grade.value)).toEqual(flat.list.map((grade) => grade.id));
  });

  it("lists terms as long (1) and short (2)", async () => {
    const terms = await inProcessClient(running).call("queryTerms", {}, usContext);
    expect(terms.list.map((term) => term.id)).toEqual([1, 2]);
  });

  it("orders level degrees of one subject", async () => {
    const levels = await inProcessClient(running).call("queryLevelDegree", { subjectId: 1 }, usContext);
    expect(levels.list.map((level) => level.levelDegreeOrder)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("city by IP", () => {
  it("places a given address", async () => {
    const api = inProcessClient(running);
    expect(await api.call("getCityInfoByIp", { ip: "203.0.113.7" }, usContext)).toMatchObject({
      isMainland: true,
      isChina: true,
    });
    expect(await api.call("getCityInfoByIp", { ip: "198.51.100.7" }, usContext)).toMatchObject({
      isMainland: false,
      isChina: true,
      countryCode: "HK",
    });
    expect(await api.call("getCityInfoByIp", { ip: "192.0.2.7" }, usContext)).toMatchObject({
      isMainland: false,
      isChina: false,
      countryCode: "SG",
    });
  });

  it("uses the address the trusted proxy saw, not one the client wrote before it", async () => {
    const proxied = await startTestService({ TRUST_PROXY: "1" });
    const server = await startTestServer(proxied);
    try {
      const response = await server.post(
        "/basic/city-by-ip",
        JSON.stringify({ data: {}, header: { schoolCode: "415", timezone: "UTC" } }),
        { "X-Forwarded-For": "198.51.100.1, 203.0.113.50" },
      );
      expect(await response.json()).toMatchObject({ code: 0, data: { isMainland: true, city: "Shanghai" } });
    } finally {
      await server.close();
      await proxied.close();
    }
  });
});

describe("the Alipay HK gray list", () => {
  it("is false for visitors and users outside it, true for users in it", async () => {
    const api = inProcessClient(running);
    expect(await api.call("getAlipayHKGrayList", {}, usContext)).toEqual({ gray: false });

    const inside = await createSession(running.store.db, { uid: "uid-gray", schoolCode: usContext.header.schoolCode });
    await running.store.db.insert(alipayHkGrayUsers).values({ uid: "uid-gray" });
    const outside = await createSession(running.store.db, { uid: "uid-plain", schoolCode: usContext.header.schoolCode });
    const as = (token: string) => ({ ...usContext, header: { ...usContext.header, unifiedAccessToken: token } });

    expect(await api.call("getAlipayHKGrayList", {}, as(inside.token))).toEqual({ gray: true });
    expect(await api.call("getAlipayHKGrayList", {}, as(outside.token))).toEqual({ gray: false });
    expect(await api.call("getAlipayHKGrayList", {}, as("not-a-token"))).toEqual({ gray: false });
  });
});

describe("the two transports", () => {
  it("give the same answer in-process and over HTTP", async () => {
    const server = await startTestServer(running);
    try {
      const overHttp = createApiClient({ transport: httpTransport(server.baseUrl), signingKey: running.env.API_SIGNING_KEY });
      const [local, remote] = await Promise.all([
        inProcessClient(running).call("requeryBasicData", { platform: "H5" }, usContext),
        overHttp.call("requeryBasicData", { platform: "H5" }, usContext),
      ]);
      expect(remote).toEqual(local);
    } finally {
      await server.close();
    }
  });
});
