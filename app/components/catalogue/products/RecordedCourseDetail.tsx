import { Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import type { Language } from "../../../../schemas/site.js";
import { useShell } from "../../shell/use-shell.js";
import { Syllabus } from "../detail/LessonSchedule.js";
import { recordedCourseState } from "./product-sale.js";
import { ProductSalePanel } from "./ProductSalePanel.js";
import { availableClassesPath } from "../../../../rules/catalogue/product-paths.js";
import { numberFormat } from "../../../../rules/regional/intl-formats.js";

/** "180 days", "1 day", "180 jours", "180日": the language's own words and plural. */
function daysIn(language: Language, days: number): string {
  return numberFormat(language, { style: "unit", unit: "day", unitDisplay: "long" }).format(days);
}

export interface RecordedCourseDetailProps {
  detail: ResponseOf<"queryRecordedCourseDetail">;
  /** When the page's data was answered (ms since epoch). */
  loadedAt: number;
}

/** /courses/recorded-detail/{skuId}: what the recorded course teaches, how long it can be watched, and whether it is on sale. */
export function RecordedCourseDetail({ detail, loadedAt }: RecordedCourseDetailProps) {
  const { t } = useTranslation();
  const { language } = useShell();
  const titleId = useId();
  const { card, syllabus, validDays, course } = detail;
  return (
    <article className="course-detail">
      <header className="course-detail__header">
        <p className="product-detail__kind">{t("products.recorded.kind")}</p>
        <h1 id={titleId} className="course-detail__title">
          {card.title}
        </h1>
        {card.summary && <p className="course-detail__summary product-detail__description">{card.summary}</p>}
        {(syllabus.length > 0 || course) && (
          <dl className="detail-facts">
            {syllabus.length > 0 && (
              <div className="detail-facts__item">
                <dt>{t("products.recorded.lessons")}</dt>
                <dd>{syllabus.length}</dd>
              </div>
            )}
            {course && (
              <div className="detail-facts__item">
                <dt>{t("products.recorded.course")}</dt>
                <dd>
                  <Link to={availableClassesPath(course.id)}>{course.title}</Link>
                </dd>
              </div>
            )}
          </dl>
        )}
      </header>
      <ProductSalePanel card={card} loadedAt={loadedAt} stateOf={recordedCourseState} titleId={titleId}>
        <p className="product-sale__access">
          {validDays === null ? t("products.recorded.permanent") : t("products.recorded.validFor", { duration: daysIn(language, validDays) })}
        </p>
      </ProductSalePanel>
      <div className="course-detail__body">
        <Syllabus items={syllabus} />
      </div>
    </article>
  );
}
