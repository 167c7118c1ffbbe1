// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { adminSite, editor, renderAdmin } from "../../tests/helpers/render-admin.js";
import type { StaffMember } from "../../schemas/api/calls/admin.js";
import type { ResponseOf } from "../../schemas/api/contract.js";
import { NavigationScreen, type NavigationModule } from "./NavigationScreen.js";

afterEach(cleanup);

const uk = adminSite("uk", "Mathwise Academy United Kingdom");

const header: NavigationModule = {
  moduleId: 41,
  pathPrefix: null,
  publishedVersion: 3,
  latestVersion: 4,
  draftVersion: 4,
  componentData: {
    navigationLinks: [
      { name: "Courses", url: "/courses", children: [{ name: "Camps", url: "/camps" }] },
      { name: "Teachers", url: "/teachers" },
      { name: "FAQ", url: "/faq" },
    ],
  },
};
const shop: NavigationModule = { moduleId: 42, pathPrefix: "/shop", publishedVersion: 1, latestVersion: 1, draftVersion: null, componentData: { navigationLinks: [] } };

const history: ResponseOf<"adminNavigationHistory"> = {
  publishedVersion: 3,
  list: [
    { version: 4, author: "ed@mathwise.example", createdAt: "2025-03-04T09:30:00Z", changes: ['link "FAQ" added'], origin: null },
    { version: 3, author: "seed", createdAt: "2025-03-01T09:30:00Z", changes: ["navigation created"], origin: null },
  ],
};

function renderNavigation({ answer, staff, modules = [header, shop] }: { answer?: (form: FormData) => unknown; staff?: StaffMember; modules?: NavigationModule[] } = {}) {
  return renderAdmin(<NavigationScreen modules={modules} moduleId={41} history={history} previewUrl="http://uk.localhost:3000/?viewModel=navigation&navigationSign=s" />, {
    path: "/admin/sites/uk/navigation",
    siteLayout: { site: uk, sites: [uk] },
    answer,
    staff,
  });
}

const editorSection = () => within(screen.getByRole("region", { name: "Header navigation on every page" }));
const topLevel = () => within(screen.getByRole("list", { name: "Links" })).getAllByRole("listitem").filter((item) => item.parentElement?.getAttribute("aria-label") === "Links");
const topNames = () => topLevel().map((item) => item.querySelector(".navigation-tree__name")!.textContent);
const submittedData = (form: FormData) => JSON.parse(String(form.get("componentData"))) as { navigationLinks: { name: string; children?: { name: string }[] }[] };
const saveAnswer = (version: number | null, problems: unknown[] = []) => ({ intent: "saveNavigation", ok: true, result: { version, problems } });

describe("the navigation screen", () => {
  it("shows the links as a tree, what is live and what is a draft, and the other site modules to choose from", () => {
    renderNavigation();
    expect(topNames()).toEqual(["Courses", "Teachers", "FAQ"]);
    expect(within(screen.getByRole("list", { name: "Sub-links of Courses" })).getByText("Camps")).toBeTruthy();
    expect(editorSection().getAllByRole("status")[0]!.textContent).toBe("Live: version 3 · Draft version 4, not live yet");
    expect(screen.getByRole("link", { name: "Header navigation on pages under /shop" }).getAttribute("href")).toContain("module=42");
    expect(screen.getByRole("link", { name: "Preview version 4" }).getAttribute("target")).toBe("_blank");
  });

  it("opens a link's fields when it is selected, and saves the edited tree as a draft based on the version it started from", async () => {
    const { submitted } = renderNavigation({ answer: () => saveAnswer(5) });
    const save = editorSection().getByRole("button", { name: "Save draft" });
    expect(save.matches(":disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: /^Teachers/ }));
    fireEvent.change(editorSection().getByLabelText("Name"), { target: { value: "Our teachers" } });
    expect(editorSection().getAllByRole("status")[0]!.textContent).toContain("Unsaved changes");
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByText("Draft version 5 saved. Visitors do not see it until it is published.")).toBeTruthy());
    expect(submitted[0]!.get("intent")).toBe("saveNavigation");
    expect(submitted[0]!.get("moduleId")).toBe("41");
    expect(submitted[0]!.get("basedOnVersion")).toBe("4");
    expect(submittedData(submitted[0]!).navigationLinks.map((link) => link.name)).toEqual(["Courses", "Our teachers", "FAQ"]);
  });

  it("moves links up and down, into the link above and out to the top level", async () => {
    const { submitted } = renderNavigation({ answer: () => saveAnswer(5) });
    fireEvent.click(screen.getByRole("button", { name: "Move up: FAQ" }));
    expect(topNames()).toEqual(["Courses", "FAQ", "Teachers"]);
    expect(screen.queryByRole("button", { name: "Move into the link above: Courses" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Move into the link above: FAQ" }));
    expect(topNames()).toEqual(["Courses", "Teachers"]);
    fireEvent.click(screen.getByRole("button", { name: "Move out to the top level: Camps" }));
    expect(topNames()).toEqual(["Courses", "Camps", "Teachers"]);
    fireEvent.click(editorSection().getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submittedData(submitted[0]!).navigationLinks).toEqual([
      { name: "Courses", url: "/courses", children: [{ name: "FAQ", url: "/faq" }] },
      { name: "Camps", url: "/camps" },
      { name: "Teachers", url: "/teachers" },
    ]);
  });

  it("adds a link and a sub-link, and removes a link only once asked", () => {
    renderNavigation();
    fireEvent.click(screen.getByRole("button", { name: "Add link" }));
    expect(screen.getByRole("heading", { name: "Link: (no name)" })).toBeTruthy();
    fireEvent.change(editorSection().getByLabelText("Name"), { target: { value: "Blog" } });
    fireEvent.click(screen.getByRole("button", { name: "Add sub-link" }));
    expect(screen.getByRole("heading", { name: "Sub-link: (no name)" })).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Sub-links of Blog" })).getAllByRole("listitem")).toHaveLength(1);

    fireEvent.click(screen.getByRole("button", { name: /^Courses/ }));
    fireEvent.click(screen.getByRole("button", { name: "Remove link" }));
    expect(topNames()).toContain("Courses");
    fireEvent.click(screen.getByRole("button", { name: "Yes, remove" }));
    expect(topNames()).toEqual(["Teachers", "FAQ", "Blog"]);
  });

  it("shows the problems at their fields and in the tree, and says nothing was saved", async () => {
    const problem = { moduleIndex: 0, field: ["navigationLinks", "1", "url"], keyword: "pattern", params: { pattern: "^(https?://|/(?!/))" }, message: "must match pattern" };
    renderNavigation({ answer: () => saveAnswer(null, [problem]) });
    fireEvent.click(screen.getByRole("button", { name: /^Teachers/ }));
    fireEvent.change(editorSection().getByLabelText("Link address"), { target: { value: "teachers" } });
    fireEvent.click(editorSection().getByRole("button", { name: "Save draft" }));
    expect((await editorSection().findByRole("alert")).textContent).toBe("Not saved: correct the fields marked above, then save again.");
    await waitFor(() => expect(editorSection().getByLabelText("Link address").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByRole("button", { name: /^Teachers.*\(has problems\)$/ })).toBeTruthy();
  });

  it("explains a save that another version overtook", async () => {
    renderNavigation({ answer: () => ({ intent: "saveNavigation", ok: false, error: { code: 4112, message: "Someone saved a newer version" } }) });
    fireEvent.click(screen.getByRole("button", { name: "Move down: Courses" }));
    fireEvent.click(editorSection().getByRole("button", { name: "Save draft" }));
    expect((await editorSection().findByRole("alert")).textContent).toMatch(/^Someone saved a newer version of this navigation/);
  });

  it("lets a publisher publish the latest saved version, and roll back from the history", async () => {
    const { submitted } = renderNavigation({ answer: (form) => (form.get("intent") === "publishNavigation" ? { intent: "publishNavigation", ok: true, result: { publishedVersion: 4 } } : null) });
    fireEvent.click(editorSection().getByRole("button", { name: "Publish version 4" }));
    await waitFor(() => expect(screen.getByText("Version 4 is live on the site now.")).toBeTruthy());
    expect([submitted[0]!.get("intent"), submitted[0]!.get("version")]).toEqual(["publishNavigation", "4"]);

    fireEvent.click(editorSection().getByRole("button", { name: "History" }));
    const entries = within(screen.getByRole("region", { name: "History" }));
    expect(entries.getByText('link "FAQ" added')).toBeTruthy();
    expect(entries.queryByRole("button", { name: "Roll back to version 4" })).toBeNull();
    fireEvent.click(entries.getByRole("button", { name: "Roll back to version 3" }));
    await waitFor(() => expect(submitted).toHaveLength(2));
    expect([submitted[1]!.get("intent"), submitted[1]!.get("version")]).toEqual(["rollbackNavigation", "3"]);
  });

  it("does not publish unsaved changes", () => {
    renderNavigation();
    fireEvent.click(screen.getByRole("button", { name: "Move down: Courses" }));
    expect(editorSection().getByRole("button", { name: "Publish version 4" }).matches(":disabled")).toBe(true);
    expect(screen.getByText("Save your changes as a draft before publishing them.")).toBeTruthy();
  });

  it("lets an editor save a draft and preview it, and says why publishing and rolling back are not theirs", () => {
    renderNavigation({ staff: editor });
    expect(editorSection().queryByRole("button", { name: /^Publish/ })).toBeNull();
    expect(screen.getByText(/^Only publishers can publish the navigation/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Move down: Courses" }));
    expect(editorSection().getByRole("button", { name: "Save draft" }).matches(":disabled")).toBe(false);
    fireEvent.click(editorSection().getByRole("button", { name: "History" }));
    expect(within(screen.getByRole("region", { name: "History" })).queryByRole("button", { name: /^Roll back/ })).toBeNull();
  });
});
