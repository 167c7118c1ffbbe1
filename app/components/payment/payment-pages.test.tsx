// @vitest-environment happy-dom
import type * as RemixReact from "@remix-run/react";
import { cleanup, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { commerceResources } from "../../../i18n/commerce-resources.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAccount } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { orderResult } from "./payment-test-support.js";

/** What the page's loader answered, for rendering the route's page. */
const loaded = vi.hoisted(() => ({ current: {} as unknown }));
vi.mock("@remix-run/react", async (original) => ({ ...(await original<typeof RemixReact>()), useLoaderData: () => loaded.current }));
// The frame (header, footer) has its own tests; here only what the page puts inside it matters.
vi.mock("../shell/SiteShell.js", () => ({ SiteShell: ({ children }: { children: ReactNode }) => <>{children}</> }));

const { default: TestGatewayPage } = await import("../../routes/pay.test.$paymentId.js");
const { default: OrderResultPage } = await import("../../routes/order.result.$orderId.js");

afterEach(() => {
  cleanup();
  useLoginDialog.setState({ open: false, request: {} });
});

describe("/pay/test/{paymentId} page", () => {
  it("shows the gateway's page to anyone, signed in or not", () => {
    loaded.current = { texts: commerceResources.en, title: "Test payment", page: { problem: "empty", payment: null, remainMs: 0, returnTo: "/order/list" } };
    renderAccount(<TestGatewayPage />, { signedIn: null, path: "/pay/test/x" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("The payment link is empty");
    expect(useLoginDialog.getState().open).toBe(false);
  });
});

describe("/order/result/{orderId} page", () => {
  it("signed out: 'Please log in.' and the login dialog", () => {
    loaded.current = { texts: commerceResources.en, title: "Order result", order: null };
    renderAccount(<OrderResultPage />, { signedIn: null, path: "/order/result/1001" });
    expect(screen.getByText("Please log in.")).toBeTruthy();
    expect(useLoginDialog.getState().open).toBe(true);
  });

  it("signed in: the order's result", () => {
    loaded.current = { texts: commerceResources.en, title: "Order result", order: orderResult({ payment: { status: "failed" } }) };
    renderAccount(<OrderResultPage />, { site: fixtureSite("uk"), path: "/order/result/1001" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Waiting for payment");
    expect(screen.getByRole("button", { name: "Pay again" })).toBeTruthy();
  });
});
