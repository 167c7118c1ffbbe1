import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { homeworkBadge, openHomework } from "../../../lib/account/homework.js";
import { loadOncePerAccount, useLearningStore } from "./learning-store.js";

/**
 * The homework entrance (SPEC §6: hk and cn, when the service offers it), with the count of unfinished
 * homework. It opens the learning site's homework in a new window with a five-minute hand-over token.
 */
export function HomeworkEntrance({ uid, homeworkUrl }: { uid: string; homeworkUrl: string }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const homework = useLearningStore((state) => (state.homework?.uid === uid ? state.homework.value : null));

  useEffect(() => {
    loadOncePerAccount("homework", uid, () => api.call("checkHomework", {}, call));
  }, [uid, api, call]);

  if (!homework?.homeworkEntrance) return null;
  const badge = homeworkBadge(homework.unfinishedHomework);

  const open = () =>
    void openHomework({
      homeworkUrl,
      base: window.location.href,
      openBlankWindow: () => window.open("about:blank", "_blank"),
      fetchToken: () => api.call("getTempToken", {}, call),
      onBlocked: () => window.alert(t("learning.homework.popupBlocked")),
    });

  return (
    <button type="button" className="homework-entrance" onClick={open}>
      {t("learning.homework.open")}
      {badge && (
        <>
          <span className="homework-entrance__badge" aria-hidden="true">
            {badge}
          </span>
          <span className="visually-hidden">{t("learning.homework.unfinished", { count: homework.unfinishedHomework })}</span>
        </>
      )}
    </button>
  );
}
