import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { fixtureSite } from "../../../tests/helpers/render-view.js";

vi.mock("../../lib/api.server.js", async () => {
  const { fixtureSite: site } = await import("../../../tests/helpers/render-view.js");
  return { requestApi: () => ({}), siteForRequest: async () => site("fr") };
});

const { loader } = await import("../../routes/triage-desk.js");

/** The loader's answer: Remix's data() keeps the body and the headers apart. */
async function load(cookie = "") {
  const request = new Request("https://fr.example.test/triage-desk", { headers: { cookie } });
  const answer = (await loader({ request, context: {}, params: {} } as unknown as LoaderFunctionArgs)) as unknown as {
    data: { title: string };
    init: { headers: Record<string, string> };
  };
  return answer;
}

describe("/triage-desk loader", () => {
  it("needs only the site: the title in the visitor's language, never kept by shared caches", async () => {
    const { data, init } = await load();
    expect(data.title).toBe(`Espace d’orientation | ${fixtureSite("fr").schoolName}`);
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
  });
});
