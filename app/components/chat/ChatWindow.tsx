import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { ChatAuthor, ChatContentType } from "../../../schemas/chat-values.js";
import { applyReply, ask, currentGuide, fail, isReplying, retry, type ChatMessage } from "../../lib/chat/chat-messages.js";
import {
  canSend,
  CHAT_FETCH_DELAY_MS,
  CHAT_MAX_LENGTH,
  isSendKey,
  reachesLimit,
  visibleRows,
} from "../../lib/chat/chat-rules.js";
import { readChatReply } from "../../lib/chat/chat-stream.js";
import { SafeImage } from "../../../ui/SafeImage.js";
import { ChatClassCard } from "./ChatClassCard.js";
import stylesheet from "./chat.css?url";

interface Props {
  /** Shown or kept hidden (closing keeps the conversation for the next opening). */
  open: boolean;
  /** The conversation id: the kept one, or a new one when it has ended. */
  session(): Promise<string>;
  /** Called when the service says the conversation is over, so the next question starts a new one. */
  onSessionEnded(): void;
  onClose(): void;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The chat assistant's window (SPEC §2, §4, §5): header, message list (the visitor's on the right, the
 * assistant's on the left), and the input, hidden while the assistant replies. An answer is read from its
 * stream (SPEC §7) and grows word by word, with the questions to ask next and the classes it recommends. A
 * failed answer shows the apology in the language of the visitor's last text (SPEC §8) and can be asked again.
 */
export function ChatWindow({ open, session, onSessionEnded, onClose }: Props) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const titleId = useId();
  const limitId = useId();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState("");
  const nextId = useRef(0);
  const list = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const replying = isReplying(messages);

  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages]);
  useEffect(() => {
    if (open && !replying) input.current?.focus();
  }, [open, replying]);

  // Replies still being read stop when the window goes (closing it only hides it).
  const replies = useRef(new Set<AbortController>());
  useEffect(() => {
    const reading = replies.current;
    return () => reading.forEach((reply) => reply.abort());
  }, []);

  const fetchAnswer = async (replyId: string, question: string) => {
    const reading = new AbortController();
    replies.current.add(reading);
    try {
      await delay(CHAT_FETCH_DELAY_MS);
      const webchatSid = await session();
      const { messageId } = await api.call("queryChatContent", { webchatSid, content: question }, call);
      for await (const update of readChatReply({ messageId, webchatSid }, call, { signal: reading.signal })) {
        setMessages((current) => applyReply(current, replyId, update));
      }
    } catch (error) {
      if (reading.signal.aborted) return;
      if (error instanceof ApiError && error.code === ErrorCode.NOT_FOUND_OR_ENDED) onSessionEnded();
      setMessages((current) => fail(current, replyId));
    } finally {
      replies.current.delete(reading);
    }
  };

  const send = (text: string) => {
    if (replying || !canSend(text)) return;
    const replyId = `local-${nextId.current++}`;
    const question = text.trim();
    setMessages((current) => ask(current, question, replyId));
    setDraft("");
    void fetchAnswer(replyId, question);
  };

  const askAgain = (message: ChatMessage) => {
    if (replying || message.question === undefined) return;
    setMessages((current) => retry(current, message.contentId));
    void fetchAnswer(message.contentId, message.question);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    send(draft);
  };

  const guide = currentGuide(messages);
  const atLimit = reachesLimit(draft);
  return (
    <section
      className="chat-window"
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => event.key === "Escape" && onClose()}
    >
      <link rel="stylesheet" href={stylesheet} />
      <header className="chat-window__header">
        <h2 id={titleId} className="chat-window__title">
          {t("chat.title")}
        </h2>
        <button type="button" className="chat-window__close" aria-label={t("chat.close")} onClick={onClose}>
          ×
        </button>
      </header>
      <ol
        ref={list}
        className="chat-window__messages"
        aria-label={t("chat.messages")}
        aria-live="polite"
        // The answer is read out once whole, not at each word.
        aria-busy={messages.some((message) => message.status === "streaming")}
      >
        <li className="chat-message chat-message--assistant">
          <p className="chat-message__bubble">{t("chat.welcome")}</p>
        </li>
        {messages.map((message) => (
          <li
            key={message.contentId}
            className={`chat-message chat-message--${message.author === ChatAuthor.user ? "user" : "assistant"} chat-message--${message.status}`}
          >
            {message.status === "waiting" ? (
              <p className="chat-message__bubble chat-message__dots" role="status" aria-label={t("chat.waiting")}>
                <span aria-hidden="true" />
                <span aria-hidden="true" />
                <span aria-hidden="true" />
              </p>
            ) : message.type === ChatContentType.image ? (
              <SafeImage className="chat-message__image" src={message.content} alt={t("chat.image")} />
            ) : (
              <p className="chat-message__bubble">{message.content}</p>
            )}
            {message.cards && message.cards.length > 0 && (
              <ul className="chat-message__cards" aria-label={t("chat.classes")}>
                {message.cards.map((card) => (
                  <li key={card.id}>
                    <ChatClassCard card={card} />
                  </li>
                ))}
              </ul>
            )}
            {message.status === "failed" && (
              <p className="chat-message__failure">
                <span>{t("chat.failed")}</span>
                <button type="button" className="chat-message__retry" onClick={() => askAgain(message)}>
                  {t("chat.retry")}
                </button>
              </p>
            )}
          </li>
        ))}
      </ol>
      {guide.length > 0 && !replying && (
        <div className="chat-window__guide">
          <p>{t("chat.suggestions")}</p>
          <ul>
            {guide.map((question) => (
              <li key={question}>
                <button type="button" className="chat-window__guide-question" onClick={() => send(question)}>
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {!replying && (
        <form
          className="chat-window__input"
          onSubmit={(event) => {
            event.preventDefault();
            send(draft);
          }}
        >
          <textarea
            ref={input}
            aria-label={t("chat.inputLabel")}
            aria-describedby={atLimit ? limitId : undefined}
            placeholder={t("chat.placeholder")}
            value={draft}
            maxLength={CHAT_MAX_LENGTH}
            rows={visibleRows(draft)}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className="chat-window__send" disabled={!canSend(draft)}>
            {t("chat.send")}
          </button>
          {atLimit && (
            <p id={limitId} className="chat-window__limit" role="alert">
              {t("chat.limit")}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
