// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import type * as RemixReact from "@remix-run/react";
import type { ReactNode } from "react";
import { commerceResources } from "../../../i18n/commerce-resources.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAccount } from "../../../tests/helpers/render-account.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { couponView } from "./coupons-test-support.js";
import { CouponDetailScreen } from "./CouponDetailScreen.js";

const loaded = vi.hoisted(() => ({ current: {} as unknown }));
vi.mock("@remix-run/react", async (original) => ({ ...(await original<typeof RemixReact>()), useLoaderData: () => loaded.current }));
vi.mock("../shell/SiteShell.js", () => ({ SiteShell: ({ children }: { children: ReactNode }) => <>{children}</> }));

const { default: CouponDetailPage } = await import("../../routes/my-coupons.detail.$couponId.js");

afterEach(() => {
  cleanup();
  useLoginDialog.setState({ open: false, request: {} });
});

describe("CouponDetailScreen", () => {
  it("shows the coupon under its title, the way back to the list and where to use it", () => {
    renderAccount(<CouponDetailScreen coupon={couponView({ products: [{ skuId: "us-amc8-prep-online-sku", title: "AMC 8 Competition Prep" }] })} />, {
      path: "/my-coupons/detail/6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b",
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("$20 off AMC 8 prep");
    expect(screen.getByText("Only for: AMC 8 Competition Prep")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to my coupons" }).getAttribute("href")).toBe("/my-coupons/list");
    expect(screen.getByText("Choose this coupon at checkout: it applies when the order meets its conditions.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse classes" }).getAttribute("href")).toBe("/courses/list");
  });

  it("leads a used or expired coupon back to the history, with nothing to use it for", () => {
    renderAccount(<CouponDetailScreen coupon={couponView({ historyStatus: 1 })} />, { path: "/my-coupons/detail/6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b" });
    expect(screen.getByText("Redeemed")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to coupon history" }).getAttribute("href")).toBe("/my-coupons/history");
    expect(screen.queryByRole("link", { name: "Browse classes" })).toBeNull();
  });

  it("is the personal centre's page, which says 'Please log in.' to a visitor", () => {
    loaded.current = { texts: commerceResources.en, title: "Coupon details", coupon: null };
    renderAccount(<CouponDetailPage />, { signedIn: null, path: "/my-coupons/detail/6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b" });
    expect(screen.getByText("Please log in.")).toBeTruthy();
    expect(useLoginDialog.getState().open).toBe(true);
    cleanup();
    loaded.current = { texts: commerceResources.en, title: "Coupon details", coupon: couponView() };
    renderAccount(<CouponDetailPage />, { path: "/my-coupons/detail/6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b" });
    expect(document.querySelector(".personal-center__content h1")?.textContent).toBe("$20 off AMC 8 prep");
  });
});
