import { Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { SCREENS } from "../../../rules/screens.js";
import type { CourseCard as Card } from "../../../schemas/api/calls/catalogue.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { useUser } from "../../lib/account/use-user.js";
import { failureMessage, isSessionLost } from "../account/bind/failure-message.js";
import { alertReason } from "./card-view.js";
import { CourseCard } from "./CourseCard.js";
import type { WishState } from "./use-wish.js";

/** /my-wish/list: the signed-in student's wish list, newest first; each card can be removed or watched (SPEC §4). */
export function WishListScreen({ cards }: { cards: Card[] }) {
  const { t } = useTranslation();
  return (
    <section className="wish-list" aria-labelledby="wish-list-title">
      <h1 id="wish-list-title">{t("catalogue.wish.title")}</h1>
      {cards.length === 0 ? (
        <div className="catalogue-empty">
          <p>{t("catalogue.wish.empty")}</p>
          <Link className="button button--primary" to={SCREENS.courseList}>
            {t("catalogue.wish.browse")}
          </Link>
        </div>
      ) : (
        <ul className="course-grid course-grid--wide">
          {cards.map((card) => (
            <li key={card.id}>
              <CourseCard card={card} footer={(wish) => <WishActions card={card} wish={wish} />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WishActions({ card, wish }: { card: Card; wish: WishState }) {
  const { t } = useTranslation();
  const reason = alertReason(card);
  return (
    <div className="wish-actions">
      {reason && <AvailabilityAlert card={card} reason={reason} />}
      <button
        type="button"
        className="button wish-actions__remove"
        aria-label={t("catalogue.wish.removeOf", { title: card.title })}
        disabled={wish.busy}
        onClick={wish.remove}
      >
        {t("catalogue.wish.remove")}
      </button>
    </div>
  );
}

/** The alert sent once when a full class gets a seat or a sale opens; a switch that sets or cancels it. */
function AvailabilityAlert({ card, reason }: { card: Card; reason: "seat" | "sale" }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const user = useUser();
  const [alertSet, setAlertSet] = useState(card.alertSet);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const change = async (enabled: boolean) => {
    if (!user) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await api.call("setAvailabilityAlert", { studentId: user.uid, skuId: card.id, enabled }, call);
      setAlertSet(answer.alertSet);
    } catch (error) {
      if (isSessionLost(error)) useLoginDialog.getState().openLogin();
      setFailure(failureMessage(error, t("catalogue.wish.alertFailed")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="wish-alert">
      <label className="wish-alert__switch">
        <input type="checkbox" role="switch" checked={alertSet} disabled={busy} onChange={(event) => void change(event.currentTarget.checked)} />
        <span>{t(reason === "seat" ? "catalogue.wish.alertSeat" : "catalogue.wish.alertSale")}</span>
      </label>
      {failure && (
        <p className="wish-alert__failure" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
