import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { CHAT_OPEN_DEBOUNCE_MS } from "../../lib/chat/chat-rules.js";
import { forgetChatSession, storedChatSession, storeChatSession } from "../../lib/chat/chat-session.js";

/** How long the 'not open yet' notice stays (SPEC §10 toast 2000 ms). */
export const CHAT_NOTICE_MS = 2000;

/**
 * Opens the chat window from the tool panel (SPEC §4 Chat): clicks within 300 ms count once; with a
 * conversation already kept (or the window already used) it just opens, otherwise a conversation starts
 * first, and a refusal shows 'This feature is not open yet.' instead of the window.
 */
export function useChatOpener(schoolCode: string) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(debounce.current), []);
  useEffect(() => {
    if (notice === null) return;
    const timer = setTimeout(() => setNotice(null), CHAT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const startSession = useCallback(async () => {
    const { webchatSid } = await api.call("startChatSession", {}, call);
    storeChatSession(sessionStorage, schoolCode, webchatSid);
    return webchatSid;
  }, [api, call, schoolCode]);

  const session = useCallback(
    async () => storedChatSession(sessionStorage, schoolCode) ?? startSession(),
    [schoolCode, startSession],
  );

  const openNow = async () => {
    if (!used && storedChatSession(sessionStorage, schoolCode) === null) {
      try {
        await startSession();
      } catch {
        setNotice(t("chat.notOpen"));
        return;
      }
    }
    setUsed(true);
    setOpen(true);
  };

  const requestOpen = () => {
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => void openNow(), CHAT_OPEN_DEBOUNCE_MS);
  };

  return {
    requestOpen,
    /** The window loads on its first opening and stays mounted after, keeping the conversation. */
    used,
    notice,
    window: {
      open,
      session,
      onSessionEnded: () => forgetChatSession(sessionStorage, schoolCode),
      onClose: () => setOpen(false),
    },
  };
}
