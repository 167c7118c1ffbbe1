import { useTranslation } from "react-i18next";
import { formatPrice } from "../../../../rules/regional/prices.js";
import type { CourseCard as Card } from "../../../../schemas/api/calls/catalogue.js";
import { useShell } from "../../shell/use-shell.js";
import { CourseGrid } from "../CourseGrid.js";
import { EnrolFlow } from "../detail/EnrolFlow.js";
import { packageSaving, type PackageSaving } from "./package-price.js";

export interface PackageDetailProps {
  /** The package's own SKU: its price, seats and sale. */
  card: Card;
  /** The classes it sells together. */
  items: Card[];
  /** When the page's data was answered (ms since epoch). */
  loadedAt: number;
}

/**
 * /courses/detail/promote/{packageId}: what the package is and saves, its own live seats with the enrol button,
 * wish heart and alert of a class page (enrolling runs the sign-up check for the package's SKU), and its classes.
 */
export function PackageDetail({ card, items, loadedAt }: PackageDetailProps) {
  const { t } = useTranslation();
  const saving = packageSaving(card, items);

  return (
    <article className="course-detail package-detail">
      <header className="course-detail__header">
        <p className="package-detail__label">{t("coursePromote.package.label")}</p>
        <h1 className="course-detail__title">{card.title}</h1>
        {card.summary && <p className="course-detail__summary">{card.summary}</p>}
        {saving && <SavingNote saving={saving} />}
      </header>
      <EnrolFlow card={card} loadedAt={loadedAt} />
      <section className="course-detail__body" aria-labelledby="package-classes-title">
        <h2 id="package-classes-title" className="detail-section__title">
          {t("coursePromote.package.classes")}
        </h2>
        {items.length === 0 ? (
          <p>{t("coursePromote.package.noClasses")}</p>
        ) : (
          <CourseGrid cards={items} />
        )}
      </section>
    </article>
  );
}

/** How much the package saves, and against what. */
function SavingNote({ saving }: { saving: PackageSaving }) {
  const { t } = useTranslation();
  const { site } = useShell();
  const price = (amount: number) => formatPrice(amount, site.currency);
  return (
    <p className="package-detail__saving">
      <strong>{t("coursePromote.package.saving", { saving: price(saving.saving) })}</strong>{" "}
      {saving.comparedWith === "separately" && t("coursePromote.package.separately", { price: price(saving.reference) })}
    </p>
  );
}
