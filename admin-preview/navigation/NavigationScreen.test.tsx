// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { adminSite, editor, renderAdmin } from "../../tests/helpers/render-admin.js";
import type { StaffMember } from "../../schemas/api/calls/admin.js";
import { NavigationScreen, type NavigationModule } from "./NavigationScreen.js";

afterEach(cleanup);

const uk = adminSite("uk", "Mathwise Academy United Kingdom");

const modules: NavigationModule[] = [
  { moduleId: 41, pathPrefix: null, componentData: { navigationLinks: [{ name: "Courses", url: "/courses" }] } },
  { moduleId: 42, pathPrefix: "/shop", componentData: { navigationLinks: [] } },
];

function renderNavigation({ answer, staff }: { answer?: (form: FormData) => unknown; staff?: StaffMember } = {}) {
  return renderAdmin(<NavigationScreen modules={modules} />, {
    path: "/admin/sites/uk/navigation",
    siteLayout: { site: uk, sites: [uk] },
    answer,
    staff,
  });
}

/** Disabled itself or by a disabled fieldset around it (which happy-dom's :disabled does not see). */
const disabled = (control: HTMLElement) => control.matches(":disabled") || control.closest("fieldset[disabled]") !== null;

const everywhere = () => within(screen.getByRole("region", { name: "Header navigation on every page" }));

describe("the navigation", () => {
  it("shows each site module's links as a form, the path it applies under named", () => {
    renderNavigation();
    expect((everywhere().getByLabelText("Name") as HTMLInputElement).value).toBe("Courses");
    expect(screen.getByRole("region", { name: "Header navigation on pages under /shop" })).toBeTruthy();
  });

  it("saves the edited links of one module", async () => {
    const { submitted } = renderNavigation({ answer: () => ({ intent: "saveNavigation", ok: true, result: { problems: [] } }) });
    fireEvent.change(everywhere().getByLabelText("Name"), { target: { value: "All courses" } });
    fireEvent.click(everywhere().getByRole("button", { name: "Save navigation" }));
    await waitFor(() => expect(everywhere().getByRole("status").textContent).toBe("Navigation saved. It is live on the site now."));
    expect(submitted[0]!.get("intent")).toBe("saveNavigation");
    expect(submitted[0]!.get("moduleId")).toBe("41");
    expect(JSON.parse(String(submitted[0]!.get("componentData")))).toEqual({ navigationLinks: [{ name: "All courses", url: "/courses" }] });
  });

  it("shows the problems at their fields and says nothing was saved", async () => {
    const problem = { moduleIndex: 0, field: ["navigationLinks", "0", "url"], keyword: "pattern", params: { pattern: "^(https?://|/(?!/))" }, message: "must match pattern" };
    renderNavigation({ answer: () => ({ intent: "saveNavigation", ok: true, result: { problems: [problem] } }) });
    fireEvent.change(everywhere().getByLabelText("Link address"), { target: { value: "courses" } });
    fireEvent.click(everywhere().getByRole("button", { name: "Save navigation" }));
    expect((await everywhere().findByRole("alert")).textContent).toBe("Not saved: correct the fields marked above, then save again.");
    await waitFor(() => expect(everywhere().getByLabelText("Link address").getAttribute("aria-invalid")).toBe("true"));
    expect(everywhere().getByRole("status").textContent).toBe("");
  });

  it("shows the service's refusal", async () => {
    renderNavigation({ answer: () => ({ intent: "saveNavigation", ok: false, error: { code: 4031, message: "Your role does not allow this. Ask a publisher." } }) });
    fireEvent.click(everywhere().getByRole("button", { name: "Save navigation" }));
    expect((await everywhere().findByRole("alert")).textContent).toBe("Your role does not allow this. Ask a publisher.");
  });

  it("lets an editor read it with every control disabled, and says why", () => {
    renderNavigation({ staff: editor });
    expect(screen.getByText(/^Only publishers can change the navigation/)).toBeTruthy();
    expect(disabled(everywhere().getByRole("button", { name: "Save navigation" }))).toBe(true);
    expect(disabled(everywhere().getByLabelText("Name"))).toBe(true);
    expect(disabled(everywhere().getByRole("button", { name: "Add item to Navigation links" }))).toBe(true);
  });

  it("lets a publisher change it", () => {
    renderNavigation();
    expect(disabled(everywhere().getByRole("button", { name: "Save navigation" }))).toBe(false);
    expect(disabled(everywhere().getByLabelText("Name"))).toBe(false);
  });
});
