// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { learningResources } from "../../../../i18n/learning-resources.js";
import { renderAccount } from "../../../../tests/helpers/render-account.js";
import { courseCard } from "../../catalogue/catalogue-test-support.js";
import { evaluationReport, REPORT_ID, SESSION_ID } from "./report-test-support.js";

// The frame says whether it was asked for the tool panel; what it frames is the page itself.
vi.mock("../../shell/SiteShell.js", () => ({
  SiteShell: ({ tools = true, children }: { tools?: boolean; children: ReactNode }) => (
    <div>
      <p>{tools ? "with the tool panel" : "without the tool panel"}</p>
      {children}
    </div>
  ),
}));

const byReport = (await import("../../../routes/test.recommended-courses.js")).default;
const bySession = (await import("../../../routes/test.exam-recommended-classes.$sessionId.js")).default;
const byCode = (await import("../../../routes/test.recommended-classes.$redeem.js")).default;

afterEach(cleanup);

const LOADED = {
  title: "Recommended classes | Mathwise",
  texts: learningResources.en,
  page: { report: evaluationReport(), levelCount: 5, classes: [courseCard({ title: "Grade 4 Advanced Math (Saturday)" })] },
};

/** The route's page at `path`, with the loader's data (navigated to, so that the route's loader runs). */
async function renderRoute(Page: ComponentType, path: string) {
  const pattern = path.split("?")[0]!.slice(1);
  const { router } = renderAccount(null, { path: "/", pages: [{ path: pattern, loader: () => LOADED, element: <Page /> }] });
  await act(() => router.navigate(path));
  await screen.findByRole("heading", { level: 1 });
}

describe("the recommended classes' routes", () => {
  it("show one screen, without the tool panel on /test/recommended-courses only (SPEC §2 Right tool panel)", async () => {
    await renderRoute(byReport, `/test/recommended-courses?reportId=${REPORT_ID}&uid=s-2`);
    expect(screen.getByText("without the tool panel")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Grade 4 Advanced Math (Saturday)" })).toBeTruthy();
    cleanup();

    for (const [Page, path] of [
      [bySession, `/test/exam-recommended-classes/${SESSION_ID}`],
      [byCode, "/test/recommended-classes/USFALL26"],
    ] as const) {
      await renderRoute(Page, path);
      expect(screen.getByText("with the tool panel"), path).toBeTruthy();
      expect(screen.getByRole("heading", { name: "Grade 4 Advanced Math (Saturday)" }), path).toBeTruthy();
      cleanup();
    }
  });
});
