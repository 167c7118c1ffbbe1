import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageItems } from "./page-items.js";

/** Links to a list's other pages (the first, the last and two either side of the current one); nothing for one page. */
export function Paging({ page, lastPage, hrefOf }: { page: number; lastPage: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  return (
    <nav className="paging" aria-label={t("shell.paging.label")}>
      <ul className="paging__list">
        {page > 1 && (
          <li>
            <Link className="paging__step" to={hrefOf(page - 1)} rel="prev">
              {t("shell.paging.previous")}
            </Link>
          </li>
        )}
        {pageItems(page, lastPage).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className="paging__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className={`paging__page${item === page ? " paging__page--current" : ""}`}
                to={hrefOf(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={t("shell.paging.page", { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < lastPage && (
          <li>
            <Link className="paging__step" to={hrefOf(page + 1)} rel="next">
              {t("shell.paging.next")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
