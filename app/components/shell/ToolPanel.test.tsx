// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiClient, CallContext } from "../../../api/client.js";
import { SiteApiContext } from "../../../api/site-api-context.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { i18nFor } from "../../../i18n/i18n.server.js";
import { ToolPanel } from "./ToolPanel.js";

const shell = vi.hoisted(() => ({ locale: "us" }));
vi.mock("./use-shell.js", () => ({
  useShell: () => ({
    site: fixtureSite(shell.locale),
    path: "/",
    settings: {
      shell: {
        toolPanel: { items: [{ type: "chat", name: "Ask our assistant", icon: "/images/tools/chat.svg", newWindow: false, qrImages: [] }], banner: null },
      },
    },
  }),
}));

const callContext: CallContext = { header: { schoolCode: "415", timezone: "America/Los_Angeles" }, countryCode: "US", channelCode: "web-us" };

function renderPanel(call: ReturnType<typeof vi.fn>) {
  render(
    <I18nextProvider i18n={i18nFor("en")}>
      <SiteApiContext.Provider value={{ api: { call } as unknown as ApiClient, call: callContext }}>
        <ToolPanel />
      </SiteApiContext.Provider>
    </I18nextProvider>,
  );
  Object.defineProperty(window, "scrollY", { value: 1000, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe("ToolPanel chat", () => {
  it("opens the chat window, loaded on first use, from the chat item", async () => {
    shell.locale = "us";
    const call = vi.fn().mockResolvedValue({ webchatSid: "6f1c2a52-2f3e-4d7a-9d4b-0a1b2c3d4e5f" });
    renderPanel(call);
    const opener = await screen.findByRole("button", { name: "Ask our assistant" });
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(opener);
    expect(await screen.findByRole("dialog", { name: "Chat with us" })).toBeTruthy();
    expect(call).toHaveBeenCalledWith("startChatSession", {}, callContext);
    fireEvent.click(screen.getByRole("button", { name: "Close chat" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("has no chat item where the site offers no chat", async () => {
    shell.locale = "uk";
    renderPanel(vi.fn());
    await screen.findByRole("button", { name: "Back to top" });
    expect(screen.queryByRole("button", { name: "Ask our assistant" })).toBeNull();
  });
});
