import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { showsChat } from "../../../rules/regional/visibility.js";
import { useShell } from "./use-shell.js";
import { useChatOpener } from "../chat/use-chat-opener.js";
import { SafeImage } from "../../../ui/SafeImage.js";

// The chat window's code loads when it first opens, not with every page.
const ChatWindow = lazy(() => import("../chat/ChatWindow.js").then((loaded) => ({ default: loaded.ChatWindow })));

const newWindow = { target: "_blank", rel: "noopener noreferrer" } as const;

const inWeChat = () => typeof navigator !== "undefined" && /MicroMessenger/i.test(navigator.userAgent);

/**
 * The tool panel's links, QR codes (the WeChat variant inside WeChat) and back to top, with the optional ad
 * banner above, while `shown`; and the chat assistant (cn and us only), whose window stays open while the
 * panel hides on scrolling back up.
 */
export function ToolPanelContent({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  const { site, settings } = useShell();
  const [openQr, setOpenQr] = useState<number | null>(null);
  const chat = useChatOpener(site.schoolCode);
  const chatWindow = (
    <>
      {chat.used && (
        <Suspense fallback={null}>
          <ChatWindow {...chat.window} />
        </Suspense>
      )}
      {chat.notice && (
        <p className="chat-notice" role="status">
          {chat.notice}
        </p>
      )}
    </>
  );
  if (!shown) return chatWindow;
  const { items, banner } = settings.shell.toolPanel;
  const wechat = inWeChat();
  return (
    <>
      <aside className="tool-panel" aria-label={t("shell.tools.label")}>
        {banner && (
          <a className="tool-panel__banner" href={banner.url} {...(banner.newWindow ? newWindow : {})}>
            <SafeImage src={banner.src} alt={t("shell.tools.banner")} width={120} />
          </a>
        )}
        <ul className="tool-panel__items">
          {items.map((item, index) => {
            if (item.type === "link") {
              const href = (wechat && item.linkWechat) || item.link;
              return href ? (
                <li key={index}>
                  <a className="tool-panel__item" href={href} {...(item.newWindow ? newWindow : {})}>
                    <SafeImage src={item.icon} alt="" width={32} height={32} />
                    <span>{item.name}</span>
                  </a>
                </li>
              ) : null;
            }
            if (item.type === "qrcode") {
              return (
                <li key={index} className="tool-panel__qr">
                  <button
                    type="button"
                    className="tool-panel__item"
                    aria-expanded={openQr === index}
                    onClick={() => setOpenQr(openQr === index ? null : index)}
                  >
                    <SafeImage src={item.icon} alt="" width={32} height={32} />
                    <span>{item.name}</span>
                  </button>
                  {openQr === index && (
                    <div className="tool-panel__qr-popover">
                      {item.qrImages.map((src) => (
                        <SafeImage key={src} src={src} alt={item.name} width={150} height={150} />
                      ))}
                      {(wechat ? item.tipWechat : item.tip) && <p>{wechat ? item.tipWechat : item.tip}</p>}
                    </div>
                  )}
                </li>
              );
            }
            if (item.type === "chat" && showsChat(site)) {
              return (
                <li key={index}>
                  <button type="button" className="tool-panel__item" aria-expanded={chat.window.open} onClick={chat.requestOpen}>
                    <SafeImage src={item.icon} alt="" width={32} height={32} />
                    <span>{item.name}</span>
                  </button>
                </li>
              );
            }
            return null;
          })}
          <li>
            <button type="button" className="tool-panel__item" onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}>
              <span aria-hidden="true">↑</span>
              <span>{t("shell.tools.backToTop")}</span>
            </button>
          </li>
        </ul>
      </aside>
      {chatWindow}
    </>
  );
}
