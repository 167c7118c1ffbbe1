import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { user } from "../../../tests/helpers/sample-accounts.js";
import { requiresSignIn } from "../../lib/account/sign-in-required.js";
import { assessmentBooking, assessmentOptions } from "./placement-test-support.js";

/** The fake API of the request being loaded. */
const current = vi.hoisted(() => ({ api: null as unknown }));

vi.mock("../../lib/api.server.js", async () => {
  const { fixtureSite: site } = await import("../../../tests/helpers/render-view.js");
  return { requestApi: () => current.api, siteForRequest: async () => site("us") };
});

const routes = {
  diagnosis: (await import("../../routes/appointmentDiagnosis.js")).loader,
  triage: (await import("../../routes/triage-desk_.$id.js")).loader,
};

type Loaded = { data: Record<string, unknown> & { page: Record<string, unknown> | null }; init: { headers: Record<string, string> } };

const FAMILY = { currentAccount: user(), associatedAccount: [] };
const SIGNED_IN: Answers = { queryAssessmentOptions: assessmentOptions(), getFamilyStudentsList: FAMILY, queryMyAssessments: { list: [assessmentBooking()] } };

async function load(route: keyof typeof routes, url: string, { answers = SIGNED_IN, cookie = "_official_token=t-1", id }: { answers?: Answers; cookie?: string; id?: string } = {}) {
  const api = fakeApi(answers);
  current.api = api.api;
  const request = new Request(`https://us.mathwise.example${url}`, { headers: { cookie } });
  const loaded = (await routes[route]({ request, context: {}, params: { id } } as unknown as LoaderFunctionArgs)) as unknown as Loaded;
  return { ...loaded, api };
}

describe("/appointmentDiagnosis", () => {
  it("loads the options, the family's students and bookings, never for a shared cache", async () => {
    const { data, init } = await load("diagnosis", "/appointmentDiagnosis?type=4");
    expect(data.title).toBe(`Book a free assessment | ${fixtureSite("us").schoolName}`);
    expect(data.page).toEqual({ options: assessmentOptions(), students: [FAMILY.currentAccount], bookings: [assessmentBooking()], preselectedCenterId: null });
    expect((data.texts as { placement: { title: string } }).placement.title).toBe("Book a free assessment");
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
  });

  it("keeps cancelUrl and successUrl only when they are paths of this site", async () => {
    const kept = await load("diagnosis", `/appointmentDiagnosis?cancelUrl=${encodeURIComponent("/assessment")}&successUrl=${encodeURIComponent("/my-courses/list?x=1")}&type=4&url=x`);
    expect([kept.data.cancelPath, kept.data.successPath]).toEqual(["/assessment", "/my-courses/list?x=1"]);
    for (const url of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      const refused = await load("diagnosis", `/appointmentDiagnosis?cancelUrl=${encodeURIComponent(url)}&successUrl=${encodeURIComponent(url)}`);
      expect([refused.data.cancelPath, refused.data.successPath], url).toEqual([null, null]);
    }
  });

  it("signed out or with the session gone, has no page: it asks to log in", async () => {
    const signedOut = await load("diagnosis", "/appointmentDiagnosis", { cookie: "" });
    expect(signedOut.data.page).toBeNull();
    expect(signedOut.api.call).not.toHaveBeenCalled();
    const expired = await load("diagnosis", "/appointmentDiagnosis", { answers: { ...SIGNED_IN, queryMyAssessments: new ApiError(ErrorCode.SESSION_INVALID) } });
    expect(expired.data.page).toBeNull();
  });
});

describe("/triage-desk/{id}", () => {
  it("chooses the learning centre the id names at the start", async () => {
    const { data } = await load("triage", "/triage-desk/3", { id: "3" });
    expect(data.title).toBe(`Book an assessment | ${fixtureSite("us").schoolName}`);
    expect(data.page?.preselectedCenterId).toBe(3);
  });

  it("ignores an id that is none of the site's centres", async () => {
    for (const id of ["1", "99", "abc", "3.0"]) expect((await load("triage", `/triage-desk/${id}`, { id })).data.page?.preselectedCenterId, id).toBeNull();
  });

  it("is one of the pages that need a sign-in", () => {
    expect(requiresSignIn("/triage-desk/3")).toBe(true);
    expect(requiresSignIn("/triage-desk")).toBe(true);
  });
});
