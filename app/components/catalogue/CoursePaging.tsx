import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listHref, pageItems, type ListQuery } from "./list-query.js";
import { usePathFamily } from "./use-path-family.js";

/** Links to the other pages of the list, keeping its filters; nothing when there is one page. */
export function CoursePaging({ query, lastPage }: { query: ListQuery; lastPage: number }) {
  const { t } = useTranslation();
  const family = usePathFamily();
  if (lastPage <= 1) return null;
  const { page } = query;
  return (
    <nav className="course-paging" aria-label={t("catalogue.paging.label")}>
      <ul className="course-paging__list">
        {page > 1 && (
          <li>
            <Link className="course-paging__step" to={listHref(query, { page: page - 1 }, family)} rel="prev">
              {t("catalogue.paging.previous")}
            </Link>
          </li>
        )}
        {pageItems(page, lastPage).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className="course-paging__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className={`course-paging__page${item === page ? " course-paging__page--current" : ""}`}
                to={listHref(query, { page: item }, family)}
                aria-current={item === page ? "page" : undefined}
                aria-label={t("catalogue.paging.page", { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < lastPage && (
          <li>
            <Link className="course-paging__step" to={listHref(query, { page: page + 1 }, family)} rel="next">
              {t("catalogue.paging.next")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
