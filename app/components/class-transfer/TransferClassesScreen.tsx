import { Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { courseDetailPath, courseListPath } from "../../../rules/catalogue/product-paths.js";
import { MAX_TRANSFERS_PER_CLASS } from "../../../rules/learning/class-transfer.js";
import type { TransferPlace } from "../../../schemas/api/calls/class-transfers.js";
import { studentDisplayName } from "../../lib/account/student-names.js";
import { useMoment } from "../auto-pay/use-formats.js";
import { usePathFamily } from "../catalogue/use-path-family.js";
import { orderResultPath } from "../payment/payment-rules.js";
import { useShell } from "../shell/use-shell.js";
import { ClassFacts } from "./ClassFacts.js";
import { acknowledgementPath, lessonReschedulePath, TRANSFER_RULES_PATH } from "./transfer-paths.js";

/** /my-class-transfer (SPEC §2 Transfers): each class of the family's students with its transfers left, to transfer or reschedule. */
export function TransferClassesScreen({ places }: { places: readonly TransferPlace[] }) {
  const { t } = useTranslation();
  const family = usePathFamily();
  return (
    <section className="class-transfer" aria-labelledby="class-transfer-title">
      <h1 id="class-transfer-title">{t("classTransfer.list.title")}</h1>
      <p className="class-transfer__intro">
        {t("classTransfer.list.intro")} <Link to={TRANSFER_RULES_PATH}>{t("classTransfer.list.rulesLink")}</Link>
      </p>
      {places.length === 0 ? (
        <div className="class-transfer__empty">
          <p>{t("classTransfer.list.empty")}</p>
          <Link className="button button--primary" to={courseListPath(family)}>
            {t("classTransfer.list.browse")}
          </Link>
        </div>
      ) : (
        <ul className="class-transfer__places">
          {places.map((place) => (
            <li key={`${place.student.uid}-${place.classId}`}>
              <TransferPlaceCard place={place} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TransferPlaceCard({ place }: { place: TransferPlace }) {
  const { t } = useTranslation();
  const { site } = useShell();
  const moment = useMoment();
  const family = usePathFamily();
  const titleId = useId();
  const { card, student, pending } = place;
  return (
    <article className="transfer-place" aria-labelledby={titleId}>
      <header className="transfer-place__header">
        <h2 className="transfer-place__title" id={titleId}>
          <Link to={courseDetailPath(card.id, family)}>{card.title}</Link>
        </h2>
        <p className="transfer-place__student">{t("classTransfer.list.student", { name: studentDisplayName(student, site.features.easternNameOrderEnabled) })}</p>
      </header>
      <ClassFacts card={card} />
      <p className="transfer-place__counts">
        <span>{t("classTransfer.list.lessonsLeft", { count: place.lessonsLeft })}</span>
        {place.nextLesson && <span>{t("classTransfer.list.nextLesson", { date: moment(place.nextLesson.startsAt) })}</span>}
        <span>{t("classTransfer.list.transfersLeft", { left: place.transfersLeft, max: MAX_TRANSFERS_PER_CLASS })}</span>
      </p>
      {pending?.orderId && (
        <p className="transfer-place__pending" role="status">
          {pending.expiresAt && t("classTransfer.list.pending", { date: moment(pending.expiresAt) })} <Link to={orderResultPath(pending.orderId)}>{t("classTransfer.list.payPending")}</Link>
        </p>
      )}
      {place.transfersLeft === 0 && <p className="transfer-place__note">{t("classTransfer.list.noTransfersLeft")}</p>}
      <footer className="transfer-place__actions">
        {place.transfersLeft > 0 && !pending && (
          <Link className="button button--primary" to={acknowledgementPath(place.classId, student.uid)} aria-label={t("classTransfer.list.transferOf", { title: card.title })}>
            {t("classTransfer.list.transfer")}
          </Link>
        )}
        <Link className="button" to={lessonReschedulePath(place.classId, student.uid)} aria-label={t("classTransfer.list.rescheduleOf", { title: card.title })}>
          {t("classTransfer.list.reschedule")}
        </Link>
      </footer>
    </article>
  );
}
