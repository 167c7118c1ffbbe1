import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** 'Loading failed, please check your connection.' with retry, while the browser is offline (SPEC §2). */
export function OfflinePanel() {
  const { t } = useTranslation();
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  if (!offline) return null;
  return (
    <div className="offline-panel" role="alert">
      <p>{t("shell.offline.message")}</p>
      <button type="button" className="button button--primary" onClick={() => navigator.onLine && window.location.reload()}>
        {t("shell.offline.retry")}
      </button>
    </div>
  );
}
