import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { CHAT_OPEN_DEBOUNCE_MS } from "../../lib/chat/chat-rules.js";
import { forgetChatSession, storedChatSession, storeChatSession } from "../../lib/chat/chat-session.js";
import { useToast } from "../../../ui/toast.js";

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
  const notice = useToast();
  const debounce = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(debounce.current), []);

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
        notice.show(t("chat.notOpen"));
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
    notice: notice.text,
    window: {
      open,
      session,
      onSessionEnded: () => forgetChatSession(sessionStorage, schoolCode),
      onClose: () => setOpen(false),
    },
  };
}
