import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILT_SCREENS, linkTargetExists, SCREENS, type Screen } from "./screens.js";

/** The path a flat Remix route file answers (`order.list.tsx` -> /order/list, `settings._index.tsx` -> /settings). */
function routePath(file: string): string {
  const segments = file.replace(/\.tsx?$/, "").split(".").filter((segment) => segment !== "_index");
  return `/${segments.map((segment) => segment.replace(/_$/, "")).join("/")}`;
}

describe("screens", () => {
  it("are built exactly when app/routes has a route for their path", () => {
    const routes = new Set(readdirSync(new URL("../app/routes", import.meta.url)).map(routePath));
    for (const [screen, path] of Object.entries(SCREENS) as [Screen, string][]) {
      expect(BUILT_SCREENS.has(screen), `${screen} (${path})`).toBe(routes.has(path));
    }
  });

  it("hide links to a screen a build lacks", () => {
    const withoutSubscriptions = new Set([...BUILT_SCREENS].filter((screen) => screen !== "mySubscriptions"));
    for (const href of ["/my-subscription/list", "/my-subscription/list?status=1", "/my-subscription/list/"]) {
      expect(linkTargetExists(href, withoutSubscriptions), href).toBe(false);
      expect(linkTargetExists(href), href).toBe(true);
    }
  });

  it("keep links to built screens and to every other path", () => {
    for (const href of ["/my-account", "/courses/list?gradeId=3", "/shopping-cart?unpaid=1", "/my-unpaid-courses/list?unpaid=1", "/my-courses/list?filter=current", "/my-courses/detail/us-1#top", "/order/list#top", "/my-coupons/list", "/settings/abc", "/personal-information", "/", "/faq", "/order", "/my-coursesx", "/shopping-carts", "/courses", "/courses/list-bm"]) {
      expect(linkTargetExists(href), href).toBe(true);
    }
  });
});
