import { Link } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { SafeImage } from "../../../../ui/SafeImage.js";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { rememberClosedAll, tipAfterClosing, tipsHidden } from "../../../lib/account/tips.js";
import { browserStorage } from "../../../../rules/regional/teaching-point.js";
import { evaluationEntrancePath } from "../../evaluation/entrance/entrance-path.js";
import { loadOncePerAccount, loadTips, useLearningStore } from "./learning-store.js";

/**
 * The evaluation tips of SPEC §2: the family's students still to take the entrance evaluation, one at a time.
 * Closing the last hides them for 24 h for this account.
 */
export function EvaluationTips({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const tips = useLearningStore((state) => (state.tips?.uid === uid ? state.tips.value : null));

  useEffect(() => {
    if (tipsHidden(browserStorage("localStorage"), uid, Date.now())) return;
    loadOncePerAccount("tips", uid, () => loadTips(api, call).then((list) => ({ list, index: 0 })));
  }, [uid, api, call]);

  const tip = tips?.list[tips.index];
  if (!tips || !tip) return null;

  const close = () => {
    const next = tipAfterClosing(tips.index, tips.list.length);
    if (next === null) rememberClosedAll(browserStorage("localStorage"), uid, Date.now());
    useLearningStore.setState({ tips: { uid, value: next === null ? { list: [], index: 0 } : { ...tips, index: next } } });
  };

  return (
    <section className="evaluation-tip" aria-label={t("learning.tips.label")}>
      {tip.avatar && <SafeImage className="evaluation-tip__avatar" src={tip.avatar} alt="" width={40} height={40} />}
      <div className="evaluation-tip__body" aria-live="polite">
        <p className="evaluation-tip__message">
          {t("learning.tips.message", { name: tip.name || t("learning.tips.unnamed", { card: tip.card }) })}
        </p>
        <Link className="evaluation-tip__link" to={evaluationEntrancePath({ studentId: tip.uid, gradeId: tip.gradeId })}>
          {t("learning.tips.takeEvaluation")}
        </Link>
        <p className="evaluation-tip__position">
          {t("learning.tips.position", { current: tips.index + 1, total: tips.list.length })}
        </p>
      </div>
      <button type="button" className="evaluation-tip__close" aria-label={t("learning.tips.close")} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
