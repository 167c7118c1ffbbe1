// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { fakeApi, renderAccount } from "../../../tests/helpers/render-account.js";
import { user } from "../../../tests/helpers/sample-accounts.js";
import { PersonalCenterLayout } from "./PersonalCenterLayout.js";

// The frame (header, footer) has its own tests; here only what the layout puts inside it matters.
vi.mock("../shell/SiteShell.js", () => ({
  SiteShell: ({ layout, children }: { layout: string; children: ReactNode }) => <div data-layout={layout}>{children}</div>,
}));

afterEach(() => {
  cleanup();
  useLoginDialog.getState().close();
});

const ad = { resId: 7, url: "/courses", target: false, src: "/images/ads/side.png" };

describe("PersonalCenterLayout", () => {
  it("shows the side bar, the settings link and the navigation in the personal-centre frame", async () => {
    const { api } = fakeApi({ queryResourceByLocation: [{ locationKey: "side_bar", resources: [ad] }] });
    const { container } = renderAccount(
      <PersonalCenterLayout active="my-account">
        <h1>Family</h1>
      </PersonalCenterLayout>,
      { api, signedIn: user({ uid: "u-9", parentNickname: "Ana" }) },
    );
    expect(container.querySelector("[data-layout]")?.getAttribute("data-layout")).toBe("personal-center");
    expect(screen.getByRole("heading", { name: "Family" })).toBeTruthy();
    expect(screen.getByText("Ana")).toBeTruthy();
    const navigation = screen.getByRole("navigation", { name: "Personal centre menu" });
    const links = [...navigation.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["My Account", "/my-account"],
      ["Personal Information", "/personal-information"],
      ["My Orders", "/order/list"],
      ["Unpaid Courses", "/my-unpaid-courses/list"],
      ["Auto Pay", "/subscription-manage"],
      ["My Courses", "/my-courses/list"],
      ["My Subscriptions", "/my-subscription/list"],
      ["My Coupons", "/my-coupons/list"],
      ["Settings", "/settings/u-9"],
    ]);
    expect(screen.getByRole("link", { name: "My Account", current: "page" })).toBeTruthy();
    // The placeholder stands in for a parent without an avatar.
    expect(container.querySelector(".personal-center__avatar")?.getAttribute("src")).toBe("/images/placeholder.svg");
    await waitFor(() => expect(container.querySelector(".ad-slot")?.getAttribute("style")).toContain("106px"));
  });

  it("asks a visitor to log in and opens the login dialog", () => {
    renderAccount(
      <PersonalCenterLayout>
        <h1>Family</h1>
      </PersonalCenterLayout>,
      { signedIn: null },
    );
    expect(screen.getByText("Please log in.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Family" })).toBeNull();
    expect(useLoginDialog.getState().open).toBe(true);
  });

  it("shows no ads when the location has none or the call is refused", async () => {
    const { api, call } = fakeApi({ queryResourceByLocation: new ApiError(ErrorCode.SYSTEM_ERROR) });
    const { container } = renderAccount(<PersonalCenterLayout>x</PersonalCenterLayout>, { api });
    await waitFor(() => expect(call).toHaveBeenCalledWith("queryResourceByLocation", [{ locationKey: "side_bar" }], expect.anything()));
    expect(container.querySelector(".ad-slot")).toBeNull();
  });
});

describe("parent nickname", () => {
  function renderNickname(answer: unknown = null) {
    const { api, call } = fakeApi({ parentInfoModify: answer });
    const view = renderAccount(
      <>
        <PersonalCenterLayout>
          <p>Content</p>
        </PersonalCenterLayout>
        <p>Elsewhere</p>
      </>,
      { api, signedIn: user({ parentNickname: "Ana" }) },
    );
    fireEvent.click(screen.getByRole("button", { name: "Edit nickname" }));
    const input = screen.getByLabelText<HTMLInputElement>("Parent nickname");
    return { ...view, call, input };
  }

  it("saves on a click outside, says so, ends editing and reloads the account", async () => {
    const { call, input, rootLoads } = renderNickname();
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: "  Ana Lee " } });
    fireEvent.pointerDown(screen.getByText("Elsewhere"));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Nickname saved."));
    expect(call).toHaveBeenCalledWith("parentInfoModify", { nickName: "Ana Lee" }, expect.anything());
    expect(screen.queryByLabelText("Parent nickname")).toBeNull();
    expect(screen.getByText("Ana Lee")).toBeTruthy();
    await waitFor(() => expect(rootLoads).toHaveBeenCalled());
  });

  it("keeps editing and shows the server's message when the save is refused", async () => {
    const { input } = renderNickname(new ApiError(ErrorCode.INVALID_INPUT, "Nickname not allowed"));
    fireEvent.change(input, { target: { value: "Ana Lee" } });
    fireEvent.pointerDown(screen.getByText("Elsewhere"));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Nickname not allowed"));
    expect(screen.getByLabelText("Parent nickname")).toBeTruthy();
  });

  it("checks the nickname before saving", async () => {
    const { call, input } = renderNickname();
    fireEvent.change(input, { target: { value: "  " } });
    fireEvent.pointerDown(screen.getByText("Elsewhere"));
    expect((await screen.findByRole("alert")).textContent).toBe("The input is required.");
    fireEvent.change(input, { target: { value: "Ana!" } });
    fireEvent.submit(input.closest("form")!);
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Use 1 to 65 letters, digits, Chinese characters or spaces."),
    );
    expect(call).not.toHaveBeenCalledWith("parentInfoModify", expect.anything(), expect.anything());
  });

  it("clicks inside the field do not save; Escape cancels; an unchanged name is not sent", async () => {
    const { call, input } = renderNickname();
    fireEvent.pointerDown(input);
    expect(screen.getByLabelText("Parent nickname")).toBeTruthy();
    fireEvent.change(input, { target: { value: "Someone" } });
    fireEvent.keyDown(input, { key: "Escape" });
    expect(screen.getByText("Ana")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit nickname" })));
    fireEvent.click(screen.getByRole("button", { name: "Edit nickname" }));
    await act(async () => {
      fireEvent.submit(screen.getByLabelText("Parent nickname").closest("form")!);
    });
    expect(screen.queryByLabelText("Parent nickname")).toBeNull();
    expect(call).not.toHaveBeenCalledWith("parentInfoModify", expect.anything(), expect.anything());
  });
});
