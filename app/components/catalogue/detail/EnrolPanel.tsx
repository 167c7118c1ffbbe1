import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";
import { ActionNotice } from "../../../../ui/ActionNotice.js";
import { countdownClock, TAG_TEXT } from "../card-view.js";
import type { SaleState } from "./live-sale.js";
import { AttachedMaterials, PriceBlock } from "./PriceBlock.js";
import type { useFollow } from "./use-follow.js";
import { availableClassesPath } from "../../../../rules/catalogue/product-paths.js";
import { classButtonActions } from "../../../../rules/catalogue/class-button.js";
import { AddToCartButton } from "../../cart/AddToCartButton.js";

/** The time until enrolment opens, ticking each second (SPEC §4 forSale). */
function SaleCountdown({ remainingMs }: { remainingMs: number }) {
  const { t } = useTranslation();
  const { days, clock } = countdownClock(remainingMs);
  return (
    <p className="detail-enrol__countdown">
      {t("courseDetail.countdown.label")}{" "}
      <span role="timer" className="detail-enrol__timer">
        {days > 0 ? t("courseDetail.countdown.days", { days, clock }) : clock}
      </span>
    </p>
  );
}

interface Props {
  card: CourseCard;
  sale: SaleState;
  /** The student who enrols or whose cart it goes in; null for a visitor. */
  studentId: string | null;
  enrolling: boolean;
  onEnrol(): void;
  follow: ReturnType<typeof useFollow>;
}

/**
 * The class and enrol part of the page (phone layout up to 796 px, SPEC §9): price, live availability and
 * button, the wish heart and seat alert, the materials, and the course's other classes.
 */
export function EnrolPanel({ card, sale, studentId, enrolling, onEnrol, follow }: Props) {
  const { t } = useTranslation();
  const ended = sale.button === "courseEnded" || sale.button === "unavailable";
  // An alert helps while no seat can be had yet; one already set can always be cancelled.
  const alertOffered = sale.button === "full" || sale.button === "forSale" || follow.alertSet;
  return (
    <aside className="detail-enrol" aria-label={t("courseDetail.panel")}>
      <PriceBlock card={card} />
      {!ended && <p className={`detail-tag detail-tag--${sale.tag}`}>{t(`catalogue.tag.${TAG_TEXT[sale.tag]}`, { seats: sale.seatsLeft })}</p>}
      {sale.button === "forSale" && <SaleCountdown remainingMs={sale.remainSellTimeMs} />}
      {sale.button === "enrol" && TAG_TEXT[sale.tag] !== "stockLeft" && (
        <p className="detail-enrol__seats">{t("courseDetail.seats.left", { count: sale.seatsLeft })}</p>
      )}
      <div className="detail-enrol__actions">
        <button
          type="button"
          className="button button--primary detail-enrol__button"
          disabled={!sale.canEnrol || enrolling}
          aria-busy={enrolling}
          onClick={onEnrol}
        >
          {enrolling ? t("courseDetail.signUp.checking") : t(`courseDetail.button.${sale.button}`)}
        </button>
        <AddToCartButton skuId={card.id} studentId={studentId} disabled={!classButtonActions(sale.button).canAddToCart} />
        <button
          type="button"
          className="button detail-enrol__wish"
          aria-pressed={follow.inWish}
          disabled={follow.busy}
          onClick={follow.toggleWish}
        >
          <span aria-hidden="true">{follow.inWish ? "♥" : "♡"}</span> {t("courseDetail.follow.wish")}
        </button>
      </div>
      {alertOffered && (
        <button
          type="button"
          role="switch"
          className="detail-enrol__alert"
          aria-checked={follow.alertSet}
          disabled={follow.busy}
          onClick={follow.toggleAlert}
        >
          {t("courseDetail.follow.alert")}
        </button>
      )}
      <ActionNotice notice={follow.notice} />
      <AttachedMaterials items={card.attachedItems} />
      {card.spec && (
        <Link className="detail-enrol__other-classes" to={availableClassesPath(card.spec.courseId)}>
          {t("courseDetail.otherClasses")}
        </Link>
      )}
    </aside>
  );
}
