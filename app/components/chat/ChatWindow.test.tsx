// @vitest-environment happy-dom
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiClient, CallContext } from "../../../api/client.js";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { SiteApiContext } from "../../../api/site-api-context.js";
import { i18nFor } from "../../../i18n/i18n.server.js";
import { CHAT_STREAM_PATH, type ChatClassCard } from "../../../schemas/api/calls/chat.js";
import { renderAccount, testCallContext } from "../../../tests/helpers/render-account.js";
import { CHAT_APOLOGY } from "../../lib/chat/chat-rules.js";
import { storedChatSession, storeChatSession } from "../../lib/chat/chat-session.js";
import { ChatWindow } from "./ChatWindow.js";
import { useChatOpener } from "./use-chat-opener.js";

const SID = "6f1c2a52-2f3e-4d7a-9d4b-0a1b2c3d4e5f";
const callContext: CallContext = { header: { schoolCode: "415", timezone: "America/Los_Angeles" }, countryCode: "US", channelCode: "web-us" };
const asked = (messageId = 1, content = "stored") => ({ messageId, reply: { contentId: messageId + 1, content, type: 0, guide: [] } });

const card: ChatClassCard = {
  id: "us-grade4-problem-solving-online-sku",
  kind: "class",
  title: "Grade 4 Problem Solving",
  sellPrice: 42000,
  subjectName: "Math",
  gradeNames: ["Grade 3", "Grade 4"],
  firstLessonTime: "2030-01-12T02:00:00.000Z",
};

const event = (name: string | null, data: unknown) => `${name ? `event: ${name}\n` : ""}data: ${JSON.stringify(data)}\n\n`;
const words = (...chunks: string[]) => chunks.map((chunk) => event(null, chunk)).join("");
const whole = (text: string, guide: string[] = [], cards: ChatClassCard[] = []) =>
  words(text) + event("guide", guide) + (cards.length ? event("card", cards) : "") + event("done", null);

interface FakeStream {
  url: string;
  body: unknown;
  signal: AbortSignal;
  push(text: string): void;
  end(): void;
}

/** The reply streams the window opens (fetch), each pushed and ended by the test; `script` answers a stream at once. */
function fakeStreams(script: string[] = []) {
  const streams: FakeStream[] = [];
  const encoder = new TextEncoder();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (started) => void (controller = started) });
      const signal = init.signal!;
      signal.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")));
      const stream: FakeStream = {
        url,
        body: JSON.parse(init.body as string),
        signal,
        push: (text) => controller.enqueue(encoder.encode(text)),
        end: () => controller.close(),
      };
      streams.push(stream);
      const scripted = script.shift();
      if (scripted !== undefined) {
        stream.push(scripted);
        stream.end();
      }
      return { ok: true, status: 200, headers: new Headers({ "content-type": "text/event-stream; charset=utf-8" }), body };
    }),
  );
  return streams;
}

function renderWindow(call: ReturnType<typeof vi.fn>, props: Partial<Parameters<typeof ChatWindow>[0]> = {}) {
  const handlers = { session: vi.fn().mockResolvedValue(SID), onSessionEnded: vi.fn(), onClose: vi.fn() };
  const view = renderAccount(<ChatWindow open {...handlers} {...props} />, { api: { call } as unknown as ApiClient, signedIn: null, path: "/" });
  return { ...handlers, ...view };
}

const input = () => screen.getByRole("textbox", { name: "Your message" });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const sendText = (text: string) => {
  type(text);
  fireEvent.keyDown(input(), { key: "Enter" });
};
const assistantBubble = () => [...document.querySelectorAll(".chat-message--assistant .chat-message__bubble")].at(-1)!;

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("ChatWindow", () => {
  it("shows the header, the welcome and the input with its placeholder", () => {
    const handlers = renderWindow(vi.fn());
    expect(screen.getByRole("dialog", { name: "Chat with us" })).toBeTruthy();
    expect(input().getAttribute("placeholder")).toBe("Write a reply…");
    fireEvent.click(screen.getByRole("button", { name: "Close chat" }));
    expect(handlers.onClose).toHaveBeenCalled();
  });

  it("sends on Enter: the question shows on the right and three dots wait with the input hidden", async () => {
    let resolve!: (value: unknown) => void;
    const call = vi.fn().mockReturnValue(new Promise((done) => (resolve = done)));
    const streams = fakeStreams([whole("The rules depend on the course.")]);
    renderWindow(call);
    sendText("Can I get a refund?");
    expect(screen.getByText("Can I get a refund?").closest("li")?.className).toContain("chat-message--user");
    expect(screen.getByRole("status", { name: "The assistant is replying" }).querySelectorAll("span")).toHaveLength(3);
    expect(screen.queryByRole("textbox")).toBeNull();
    await waitFor(() => expect(call).toHaveBeenCalledWith("queryChatContent", { webchatSid: SID, content: "Can I get a refund?" }, testCallContext));
    act(() => resolve(asked(41)));
    const answer = await screen.findByText("The rules depend on the course.");
    expect(answer.closest("li")?.className).toContain("chat-message--assistant");
    expect(streams[0]).toMatchObject({ url: CHAT_STREAM_PATH, body: { data: { messageId: 41, webchatSid: SID }, header: testCallContext.header } });
    expect(input()).toBeTruthy();
  });

  it("shows the reply growing word by word, the input hidden until the stream is done", async () => {
    const streams = fakeStreams();
    renderWindow(vi.fn().mockResolvedValue(asked()));
    sendText("How are classes taught?");
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]!.push(words("Classes are ")));
    await waitFor(() => expect(assistantBubble().textContent).toBe("Classes are "));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByRole("list", { name: "Conversation" }).getAttribute("aria-busy")).toBe("true");
    act(() => streams[0]!.push(words("live and ", "in small groups.")));
    await waitFor(() => expect(assistantBubble().textContent).toBe("Classes are live and in small groups."));
    expect(screen.queryByRole("textbox")).toBeNull();
    act(() => streams[0]!.push(event("guide", ["What device do we need?"]) + event("done", null)));
    expect(await screen.findByRole("textbox", { name: "Your message" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "What device do we need?" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "Conversation" }).getAttribute("aria-busy")).toBe("false");
  });

  it("shows the classes recommended as small cards linking to their pages", async () => {
    fakeStreams([whole("Here are classes on sale now that may suit you:", [], [card])]);
    renderWindow(vi.fn().mockResolvedValue(asked()));
    sendText("Do you have Grade 3 math classes?");
    const cards = await screen.findByRole("list", { name: "Classes for you" });
    const link = within(cards).getByRole("link", { name: "Grade 4 Problem Solving" });
    expect(link.getAttribute("href")).toBe("/courses/detail/us-grade4-problem-solving-online-sku");
    expect(within(cards).getByText("Math · Grade 3, Grade 4")).toBeTruthy();
    expect(within(cards).getByText("$420.00")).toBeTruthy();
    expect(within(cards).getByText(/^Starts /)).toBeTruthy();
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
    fakeStreams([whole("ok")]);
    renderWindow(vi.fn().mockResolvedValue(asked()));
    sendText("<b>bold</b>");
    expect(screen.getByText("<b>bold</b>")).toBeTruthy();
    expect(document.querySelector(".chat-window b")).toBeNull();
    await screen.findByText("ok");
  });

  it("marks a failed answer with the apology in the visitor's language, and retries the same question", async () => {
    fakeStreams([whole("可以。")]);
    const call = vi.fn().mockRejectedValueOnce(new ApiError(ErrorCode.SYSTEM_ERROR, "down")).mockResolvedValueOnce(asked());
    renderWindow(call);
    sendText("可以调课吗？");
    expect(await screen.findByText(CHAT_APOLOGY.answer.zh)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("可以。")).toBeTruthy();
    expect(call).toHaveBeenNthCalledWith(2, "queryChatContent", { webchatSid: SID, content: "可以调课吗？" }, testCallContext);
    expect(screen.queryByText(CHAT_APOLOGY.answer.zh)).toBeNull();
  });

  it("apologizes for the recommendation when a class question's stream is cut short, and shows the input again", async () => {
    const streams = fakeStreams();
    renderWindow(vi.fn().mockResolvedValue(asked()));
    sendText("Do you have Grade 3 math classes?");
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => {
      streams[0]!.push(words("Here are "));
      streams[0]!.end();
    });
    expect(await screen.findByText(CHAT_APOLOGY.classes.en)).toBeTruthy();
    expect(screen.queryByText("Here are")).toBeNull();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
    expect(input()).toBeTruthy();
  });

  it("takes a bad-request marker for an ended conversation, which the next question starts anew", async () => {
    fakeStreams([event("bad-request", { code: ErrorCode.NOT_FOUND_OR_ENDED, msg: "No question of this conversation has this messageId." })]);
    const handlers = renderWindow(vi.fn().mockResolvedValue(asked()));
    sendText("Hello");
    expect(await screen.findByText(CHAT_APOLOGY.answer.en)).toBeTruthy();
    expect(handlers.onSessionEnded).toHaveBeenCalled();
  });

  it("apologizes in English for English text and forgets an ended conversation", async () => {
    const handlers = renderWindow(vi.fn().mockRejectedValue(new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "ended")));
    sendText("Hello");
    expect(await screen.findByText(CHAT_APOLOGY.answer.en)).toBeTruthy();
    expect(handlers.onSessionEnded).toHaveBeenCalled();
  });

  it("offers the suggested questions as buttons that ask them", async () => {
    fakeStreams([whole("Yes.", ["What device do we need?"]), whole("A computer.")]);
    const call = vi.fn().mockResolvedValue(asked());
    renderWindow(call);
    sendText("Can I reschedule?");
    fireEvent.click(await screen.findByRole("button", { name: "What device do we need?" }));
    expect(await screen.findByText("A computer.")).toBeTruthy();
    expect(call).toHaveBeenLastCalledWith("queryChatContent", { webchatSid: SID, content: "What device do we need?" }, testCallContext);
  });

  it("stops reading a reply when the window goes", async () => {
    const streams = fakeStreams();
    const view = renderWindow(vi.fn().mockResolvedValue(asked()));
    sendText("How are classes taught?");
    await waitFor(() => expect(streams).toHaveLength(1));
    view.unmount();
    expect(streams[0]!.signal.aborted).toBe(true);
  });
});

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
