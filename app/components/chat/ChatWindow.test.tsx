// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiClient, CallContext } from "../../../api/client.js";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { SiteApiContext } from "../../../api/site-api-context.js";
import { i18nFor } from "../../../i18n/i18n.server.js";
import { CHAT_APOLOGY } from "../../lib/chat/chat-rules.js";
import { storedChatSession, storeChatSession } from "../../lib/chat/chat-session.js";
import { ChatWindow } from "./ChatWindow.js";
import { useChatOpener } from "./use-chat-opener.js";

const SID = "6f1c2a52-2f3e-4d7a-9d4b-0a1b2c3d4e5f";
const callContext: CallContext = { header: { schoolCode: "415", timezone: "America/Los_Angeles" }, countryCode: "US", channelCode: "web-us" };
const reply = (content: string, guide: string[] = []) => ({ messageId: 1, reply: { contentId: 2, content, type: 0, guide } });

function providers(call: ReturnType<typeof vi.fn>) {
  const api = { call } as unknown as ApiClient;
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18nFor("en")}>
        <SiteApiContext.Provider value={{ api, call: callContext }}>{children}</SiteApiContext.Provider>
      </I18nextProvider>
    );
  };
}

function renderWindow(call: ReturnType<typeof vi.fn>, props: Partial<Parameters<typeof ChatWindow>[0]> = {}) {
  const Providers = providers(call);
  const handlers = { session: vi.fn().mockResolvedValue(SID), onSessionEnded: vi.fn(), onClose: vi.fn() };
  render(
    <Providers>
      <ChatWindow open {...handlers} {...props} />
    </Providers>,
  );
  return handlers;
}

const input = () => screen.getByRole("textbox", { name: "Your message" });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("ChatWindow", () => {
  it("shows the header, the welcome and the input with its placeholder", () => {
    const handlers = renderWindow(vi.fn());
    expect(screen.getByRole("dialog", { name: "Chat with us" })).toBeTruthy();
    expect(input().getAttribute("placeholder")).toBe("Write a reply…");
    fireEvent.click(screen.getByRole("button", { name: "Close chat" }));
    expect(handlers.onClose).toHaveBeenCalled();
  });

  it("sends on Enter: the question shows on the right, three dots wait, the input hides, then the answer shows", async () => {
    let resolve!: (value: unknown) => void;
    const call = vi.fn().mockReturnValue(new Promise((done) => (resolve = done)));
    renderWindow(call);
    type("Can I get a refund?");
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(screen.getByText("Can I get a refund?").closest("li")?.className).toContain("chat-message--user");
    expect(screen.getByRole("status", { name: "The assistant is replying" }).querySelectorAll("span")).toHaveLength(3);
    expect(screen.queryByRole("textbox")).toBeNull();
    await waitFor(() => expect(call).toHaveBeenCalledWith("queryChatContent", { webchatSid: SID, content: "Can I get a refund?" }, callContext));
    act(() => resolve(reply("The rules depend on the course.")));
    const answer = await screen.findByText("The rules depend on the course.");
    expect(answer.closest("li")?.className).toContain("chat-message--assistant");
    expect(input()).toBeTruthy();
  });

  it("makes a new line on Shift+Enter and sends nothing empty", () => {
    const call = vi.fn();
    renderWindow(call);
    type("   ");
    fireEvent.keyDown(input(), { key: "Enter" });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    type("line one");
    fireEvent.keyDown(input(), { key: "Enter", shiftKey: true });
    expect(screen.queryByRole("status")).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it("grows to 8 rows at most and shows the 500-character limit", () => {
    renderWindow(vi.fn());
    type("a\nb\nc");
    expect(input().getAttribute("rows")).toBe("3");
    type("x\n".repeat(12));
    expect(input().getAttribute("rows")).toBe("8");
    expect(input().getAttribute("maxlength")).toBe("500");
    expect(screen.queryByText("* Maximum of 500 characters is allowed.")).toBeNull();
    type("a".repeat(500));
    expect(screen.getByRole("alert").textContent).toBe("* Maximum of 500 characters is allowed.");
  });

  it("shows angle brackets as text", async () => {
    renderWindow(vi.fn().mockResolvedValue(reply("ok")));
    type("<b>bold</b>");
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(screen.getByText("<b>bold</b>")).toBeTruthy();
    expect(document.querySelector(".chat-window b")).toBeNull();
    await screen.findByText("ok");
  });

  it("marks a failed answer with the apology in the visitor's language, and retries the same question", async () => {
    const call = vi.fn().mockRejectedValueOnce(new ApiError(ErrorCode.SYSTEM_ERROR, "down")).mockResolvedValueOnce(reply("可以。"));
    renderWindow(call);
    type("可以调课吗？");
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(await screen.findByText(CHAT_APOLOGY.zh)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("可以。")).toBeTruthy();
    expect(call).toHaveBeenNthCalledWith(2, "queryChatContent", { webchatSid: SID, content: "可以调课吗？" }, callContext);
    expect(screen.queryByText(CHAT_APOLOGY.zh)).toBeNull();
  });

  it("apologizes in English for English text and forgets an ended conversation", async () => {
    const handlers = renderWindow(vi.fn().mockRejectedValue(new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "ended")));
    type("Hello");
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(await screen.findByText(CHAT_APOLOGY.en)).toBeTruthy();
    expect(handlers.onSessionEnded).toHaveBeenCalled();
  });

  it("offers the suggested questions as buttons that ask them", async () => {
    const call = vi.fn().mockResolvedValueOnce(reply("Yes.", ["What device do we need?"])).mockResolvedValueOnce(reply("A computer."));
    renderWindow(call);
    type("Can I reschedule?");
    fireEvent.keyDown(input(), { key: "Enter" });
    fireEvent.click(await screen.findByRole("button", { name: "What device do we need?" }));
    expect(await screen.findByText("A computer.")).toBeTruthy();
    expect(call).toHaveBeenLastCalledWith("queryChatContent", { webchatSid: SID, content: "What device do we need?" }, callContext);
  });
});

describe("useChatOpener", () => {
  const open = (call: ReturnType<typeof vi.fn>) => renderHook(() => useChatOpener("415"), { wrapper: providers(call) });

  it("starts a conversation once, 300 ms after the last click, and keeps it for the tab", async () => {
    vi.useFakeTimers();
    const call = vi.fn().mockResolvedValue({ webchatSid: SID });
    const { result } = open(call);
    act(() => result.current.requestOpen());
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.requestOpen());
    await act(async () => vi.advanceTimersByTimeAsync(299));
    expect(call).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith("startChatSession", {}, callContext);
    expect(result.current.window.open).toBe(true);
    expect(storedChatSession(sessionStorage, "415")).toBe(SID);
  });

  it("just opens when a conversation is kept", async () => {
    vi.useFakeTimers();
    storeChatSession(sessionStorage, "415", SID);
    const call = vi.fn();
    const { result } = open(call);
    act(() => result.current.requestOpen());
    await act(async () => vi.advanceTimersByTimeAsync(300));
    expect(result.current.window.open).toBe(true);
    await expect(result.current.window.session()).resolves.toBe(SID);
    expect(call).not.toHaveBeenCalled();
  });

  it("says the feature is not open when the service refuses, without opening", async () => {
    vi.useFakeTimers();
    const { result } = open(vi.fn().mockRejectedValue(new ApiError(4003, "closed")));
    act(() => result.current.requestOpen());
    await act(async () => vi.advanceTimersByTimeAsync(300));
    expect(result.current.notice).toBe("This feature is not open yet.");
    expect(result.current.used).toBe(false);
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.notice).toBeNull();
  });
});
