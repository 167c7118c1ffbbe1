import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { user } from "../../../tests/helpers/sample-accounts.js";
import type * as Fonts from "./admit-card-fonts.server.js";
import { REGISTRATION_ID, hkAdmitCard, usAdmitCard, usExam } from "./exams-test-support.js";

/** The fake API and site of the request being loaded, and whether this machine "has" the CJK fonts. */
const current = vi.hoisted(() => ({ api: null as unknown, locale: "us", noCjkFont: false }));

vi.mock("../../lib/api.server.js", async () => {
  const { fixtureSite: site } = await import("../../../tests/helpers/render-view.js");
  return { requestApi: () => current.api, siteForRequest: async () => site(current.locale) };
});

vi.mock("./admit-card-fonts.server.js", async (importOriginal) => {
  const original = await importOriginal<typeof Fonts>();
  return { ...original, cjkFontFiles: async () => (current.noCjkFont ? null : original.cjkFontFiles()) };
});

const routes = {
  exams: await import("../../routes/exams._index.js"),
  card: await import("../../routes/exams.admit-card.$registrationId.js"),
  pdf: await import("../../routes/exams.admit-card.$registrationId.pdf.js"),
  score: await import("../../routes/exams.score.js"),
};

type Loaded = { data: Record<string, unknown>; init: { headers: Record<string, string> } };

const FAMILY = { currentAccount: user(), associatedAccount: [] };
const SIGNED_IN: Answers = {
  queryExamList: { list: [usExam()], admitCards: [usAdmitCard()] },
  getFamilyStudentsList: FAMILY,
  queryAdmitCard: usAdmitCard(),
};
const SIGNED_IN_COOKIE = "_official_token=t-1";

interface LoadOptions {
  answers?: Answers;
  cookie?: string;
  registrationId?: string;
  locale?: "us" | "hk";
  noCjkFont?: boolean;
}

async function load(route: keyof typeof routes, url: string, { answers = SIGNED_IN, cookie = SIGNED_IN_COOKIE, registrationId, locale = "us", noCjkFont = false }: LoadOptions = {}) {
  const api = fakeApi(answers);
  Object.assign(current, { api: api.api, locale, noCjkFont });
  const request = new Request(`https://${locale}.mathwise.example${url}`, { headers: { cookie } });
  const run = () => routes[route].loader({ request, context: {}, params: { registrationId } } as unknown as LoaderFunctionArgs);
  return { run, api };
}

/** What a loader threw: the 404s are thrown Responses. */
async function thrown(work: () => Promise<unknown>): Promise<Response> {
  try {
    await work();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("nothing was thrown");
}

describe("/exams", () => {
  it("signed in, loads the exams, the family's children and admit cards, never for a shared cache", async () => {
    const { run, api } = await load("exams", "/exams");
    const { data, init } = (await run()) as unknown as Loaded;
    expect(data).toMatchObject({ title: `Exams | ${fixtureSite("us").schoolName}`, exams: [usExam()], admitCards: [usAdmitCard()], students: [FAMILY.currentAccount] });
    expect((data.texts as { exams: { heading: string } }).exams.heading).toBe("Exams");
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
    expect(api.callsOf("queryExamList")).toEqual([{}]);
  });

  it("signed out, or with the session gone, lists the exams without children or cards, revalidated on every view", async () => {
    const signedOut = await load("exams", "/exams", { cookie: "", answers: { ...SIGNED_IN, queryExamList: { list: [usExam()], admitCards: [] } } });
    const out = (await signedOut.run()) as unknown as Loaded;
    expect(out.data).toMatchObject({ exams: [usExam()], admitCards: [], students: null });
    expect(out.init.headers["Cache-Control"]).toBe("no-cache");
    expect(signedOut.api.callsOf("getFamilyStudentsList")).toEqual([]);

    const expired = await load("exams", "/exams", { answers: { ...SIGNED_IN, getFamilyStudentsList: new ApiError(ErrorCode.SESSION_INVALID) } });
    expect(((await expired.run()) as unknown as Loaded).data).toMatchObject({ admitCards: [], students: null });
  });

  it("has a title and may be listed by search engines", () => {
    expect(routes.exams.meta({ data: { title: "Exams | School" } } as never)).toEqual([{ title: "Exams | School" }]);
  });
});

describe("/exams/admit-card/{registrationId}", () => {
  it("loads the family's card, never for a shared cache, and no search engine lists it", async () => {
    const { run, api } = await load("card", `/exams/admit-card/${REGISTRATION_ID}`, { registrationId: REGISTRATION_ID });
    const { data, init } = (await run()) as unknown as Loaded;
    expect(data).toMatchObject({ title: `Admit card | ${fixtureSite("us").schoolName}`, card: usAdmitCard() });
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
    expect(api.callsOf("queryAdmitCard")).toEqual([{ registrationId: REGISTRATION_ID }]);
    expect(routes.card.meta({ data: { title: "Admit card | School" } } as never)).toEqual([{ title: "Admit card | School" }, { name: "robots", content: "noindex" }]);
  });

  it("signed out or with the session gone, has no card: the page asks to log in", async () => {
    const signedOut = await load("card", `/exams/admit-card/${REGISTRATION_ID}`, { registrationId: REGISTRATION_ID, cookie: "" });
    expect(((await signedOut.run()) as unknown as Loaded).data.card).toBeNull();
    expect(signedOut.api.call).not.toHaveBeenCalled();
    const expired = await load("card", `/exams/admit-card/${REGISTRATION_ID}`, { registrationId: REGISTRATION_ID, answers: { queryAdmitCard: new ApiError(ErrorCode.SESSION_INVALID) } });
    expect(((await expired.run()) as unknown as Loaded).data.card).toBeNull();
  });

  it("is a 404 for another family's card (4003) and for an id that is no uuid, which asks nothing", async () => {
    const other = await load("card", `/exams/admit-card/${REGISTRATION_ID}`, { registrationId: REGISTRATION_ID, answers: { queryAdmitCard: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED) } });
    expect((await thrown(other.run)).status).toBe(404);
    for (const id of ["x", "1234", `${REGISTRATION_ID}x`, "../admin"]) {
      const malformed = await load("card", `/exams/admit-card/${id}`, { registrationId: id });
      expect((await thrown(malformed.run)).status, id).toBe(404);
      expect(malformed.api.call).not.toHaveBeenCalled();
    }
  });
});

describe("/exams/admit-card/{registrationId}/pdf", () => {
  it("answers the family's card as a PDF to download, kept by no cache", async () => {
    const { run, api } = await load("pdf", `/exams/admit-card/${REGISTRATION_ID}/pdf`, { registrationId: REGISTRATION_ID });
    const response = (await run()) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="admit-card-YMO270001.pdf"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(Number(response.headers.get("Content-Length"))).toBe(bytes.length);
    expect(api.callsOf("queryAdmitCard")).toEqual([{ registrationId: REGISTRATION_ID }]);
  });

  it("is a 404 signed out, with the session gone, for another family's card and for an id that is no uuid", async () => {
    const signedOut = await load("pdf", `/exams/admit-card/${REGISTRATION_ID}/pdf`, { registrationId: REGISTRATION_ID, cookie: "" });
    expect(((await signedOut.run()) as Response).status).toBe(404);
    expect(signedOut.api.call).not.toHaveBeenCalled();
    for (const error of [new ApiError(ErrorCode.SESSION_INVALID), new ApiError(ErrorCode.NOT_FOUND_OR_ENDED)]) {
      const refused = await load("pdf", `/exams/admit-card/${REGISTRATION_ID}/pdf`, { registrationId: REGISTRATION_ID, answers: { queryAdmitCard: error } });
      const response = (await refused.run()) as Response;
      expect([response.status, await response.text(), response.headers.get("Cache-Control")], String(error.code)).toEqual([404, "Not Found", "private, no-store"]);
    }
    const malformed = await load("pdf", "/exams/admit-card/not-an-id/pdf", { registrationId: "not-an-id" });
    expect(((await malformed.run()) as Response).status).toBe(404);
    expect(malformed.api.call).not.toHaveBeenCalled();
  });

  it("writes a Chinese card with the collection, and says in a short text that it cannot without it (503)", async () => {
    const withFont = await load("pdf", `/exams/admit-card/${REGISTRATION_ID}/pdf`, { registrationId: REGISTRATION_ID, locale: "hk", answers: { queryAdmitCard: hkAdmitCard() } });
    const written = (await withFont.run()) as Response;
    expect([written.status, written.headers.get("Content-Disposition")]).toEqual([200, 'attachment; filename="admit-card-HC270001.pdf"']);

    const withoutFont = await load("pdf", `/exams/admit-card/${REGISTRATION_ID}/pdf`, { registrationId: REGISTRATION_ID, locale: "hk", noCjkFont: true, answers: { queryAdmitCard: hkAdmitCard() } });
    const refused = (await withoutFont.run()) as Response;
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await refused.text()).toBe("暫時無法將准考證製作成 PDF。請開啟准考證頁面並直接列印。");
  });

  it("writes an English card with Helvetica when the collection is missing", async () => {
    const { run } = await load("pdf", `/exams/admit-card/${REGISTRATION_ID}/pdf`, { registrationId: REGISTRATION_ID, noCjkFont: true });
    const response = (await run()) as Response;
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).toString("latin1")).toContain("/BaseFont /Helvetica");
  });
});

describe("/exams/score", () => {
  it("is the same page for everyone signed out, a personal one signed in, and no search engine lists it", async () => {
    const signedOut = await load("score", "/exams/score", { cookie: "" });
    const out = (await signedOut.run()) as unknown as Loaded;
    expect(out.data.title).toBe(`Exam score | ${fixtureSite("us").schoolName}`);
    expect((out.data.texts as { exams: { score: { heading: string } } }).exams.score.heading).toBe("Look up an exam score");
    expect(out.init.headers["Cache-Control"]).toBe("public, max-age=0, s-maxage=60");
    expect(signedOut.api.call).not.toHaveBeenCalled();
    const signedIn = await load("score", "/exams/score");
    expect(((await signedIn.run()) as unknown as Loaded).init.headers["Cache-Control"]).toBe("private, no-store");
    expect(routes.score.meta({ data: { title: "Exam score | School" } } as never)).toEqual([{ title: "Exam score | School" }, { name: "robots", content: "noindex" }]);
  });
});
