import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from "react-router-dom";
import { vi } from "vitest";
import { i18nFor } from "../../i18n/i18n.server.js";
import { ADMIN_LAYOUT_ID, SITE_LAYOUT_ID } from "../../admin-preview/route-ids.js";
import type { AdminSite } from "../../admin-preview/sites/SitesScreen.js";
import type { StaffMember } from "../../schemas/api/calls/admin.js";
import type { ResponseOf } from "../../schemas/api/contract.js";
import type { Language } from "../../schemas/site.js";
import { fixtureSite } from "./render-view.js";

/** Test support for the editors' tool's screens (admin-preview/): the routes around them and their forms' action. */

export const publisher: StaffMember = { id: 1, email: "pia@mathwise.example", name: "Pia Publisher", role: "publisher" };
export const editor: StaffMember = { id: 2, email: "ed@mathwise.example", name: "Ed Editor", role: "editor" };
export const customerService: StaffMember = { id: 3, email: "cas@mathwise.example", name: "Cas Service", role: "service" };

/** A page as the tool lists it: a draft of /open-day on the uk site, last saved by the publisher. */
export const pageSummary = (overrides: Partial<ResponseOf<"adminListPages">["list"][number]> = {}): ResponseOf<"adminListPages">["list"][number] => ({
  id: 7,
  locale: "uk",
  path: "/open-day",
  title: "Open day",
  draftVersion: 1,
  publishedVersion: null,
  updatedAt: "2025-03-04T09:30:00Z",
  updatedBy: publisher.email,
  ...overrides,
});

export const adminSite = (locale: AdminSite["locale"], name: string, pageCount = 0, languages: Language[] = ["en"]): AdminSite => ({
  locale,
  name,
  hosts: [`${locale}.mathwise.example`],
  languages,
  pageCount,
});

export interface RenderAdminOptions {
  staff?: StaffMember;
  path?: string;
  language?: Language;
  /** The /admin/sites/{locale} layout's data, for screens inside it. */
  siteLayout?: { site: AdminSite; sites: AdminSite[] };
  /** What the screen's route action answers for a submitted form (null when unset). */
  answer?: (form: FormData) => unknown;
  /** Other tool pages (paths under /admin/) the test navigates to. */
  pages?: RouteObject[];
}

/**
 * Renders a screen of the tool at `path` (under /admin), in English unless told otherwise, as the /admin
 * layout's child with the layout's data (the staff member); the forms it submits reach `answer`, whose
 * forms are kept in `submitted`.
 */
export function renderAdmin(
  ui: ReactNode,
  { staff = publisher, path = "/admin", language = "en", siteLayout, answer = () => null, pages = [] }: RenderAdminOptions = {},
) {
  const site = fixtureSite("uk");
  const rootData = { site, language, path, timezone: "Europe/London", signingKey: "test", settings: {}, user: null };
  const adminData = { staff, texts: {}, title: "" };
  const submitted: FormData[] = [];
  const action = vi.fn(async ({ request }: { request: Request }) => {
    const form = await request.formData();
    submitted.push(form);
    return answer(form);
  });
  // The screen's route is the one at `path` (an index route when `path` is its parent's own).
  const parentPath = siteLayout ? `/admin/sites/${siteLayout.site.locale}` : "/admin";
  const screenPath = new URL(path, "http://test").pathname.slice(parentPath.length).replace(/^\//, "");
  const screenRoute = { id: "screen", action, loader: () => null, element: ui };
  const screen: RouteObject = screenPath ? { ...screenRoute, path: screenPath } : { ...screenRoute, index: true };
  const adminChildren: RouteObject[] = siteLayout
    ? [{ id: SITE_LAYOUT_ID, path: `sites/${siteLayout.site.locale}`, loader: () => siteLayout, element: <Outlet />, children: [screen] }, ...pages]
    : [screen, ...pages];
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => rootData,
        element: <Outlet />,
        children: [{ id: ADMIN_LAYOUT_ID, path: "admin", loader: () => adminData, element: <Outlet />, children: adminChildren }],
      },
    ],
    {
      initialEntries: [path],
      hydrationData: {
        loaderData: { root: rootData, [ADMIN_LAYOUT_ID]: adminData, ...(siteLayout ? { [SITE_LAYOUT_ID]: siteLayout } : {}), screen: null },
      },
    },
  );
  const view = render(
    <I18nextProvider i18n={i18nFor(language)}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </I18nextProvider>,
  );
  return { ...view, router, action, submitted };
}
