import { Form, Link, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CourseCard as Card } from "../../../schemas/api/calls/catalogue.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { lastPageOf } from "../../../ui/page-items.js";
import { Paging } from "../../../ui/Paging.js";
import { CourseGrid } from "./CourseGrid.js";
import { CourseFilters } from "./CourseFilters.js";
import {
  clearedFilters,
  FILTER_KEYS,
  isNarrowed,
  LIST_PAGE_SIZE,
  listHref,
  readListQuery,
  type CourseSort,
  type FilterOption,
  type ListQuery,
} from "./list-query.js";
import { usePathFamily } from "./use-path-family.js";
import { courseListPath } from "../../../rules/catalogue/product-paths.js";

export interface CourseListData {
  query: ListQuery;
  sorts: readonly CourseSort[];
  total: number;
  list: Card[];
  /** Recorded courses, goods and bundles the keyword finds (the first few, and how many in all). */
  products: { total: number; list: Card[] };
  selectors: ResponseOf<"queryCourseSelectors">;
  channelGroups: FilterOption[];
}

/** /courses/list: filters, keyword and sort, the number found, the cards and the pages (SPEC §2, §3 catalogue filters). */
export function CourseListScreen({ query: shown, sorts, total, list, products, selectors, channelGroups }: CourseListData) {
  const { t } = useTranslation();
  const family = usePathFamily();
  const query = useChosenListQuery(shown, sorts);
  return (
    <div className="course-list">
      <h1 className="course-list__title">{t("catalogue.list.heading")}</h1>
      <CourseSearch query={query} sorts={sorts} />
      <div className="course-list__body">
        <CourseFilters query={query} selectors={selectors} channelGroups={channelGroups} />
        <div className="course-list__found">
          <ProductResults products={products} />
          <section className="course-list__results" aria-labelledby="course-list-results">
            <h2 className="visually-hidden" id="course-list-results">
              {t("catalogue.list.results")}
            </h2>
            <p className="course-list__count" role="status">
              {t("catalogue.list.count", { total })}
            </p>
            {list.length === 0 ? (
              <div className="catalogue-empty">
                <p>{t("catalogue.list.empty")}</p>
                {isNarrowed(query) && (
                  <Link className="button button--primary" to={listHref(clearedFilters(query), {}, family)}>
                    {t("catalogue.filters.clear")}
                  </Link>
                )}
              </div>
            ) : (
              <CourseGrid cards={list} />
            )}
            <Paging page={query.page} lastPage={lastPageOf(total, LIST_PAGE_SIZE)} hrefOf={(page) => listHref(query, { page }, family)} />
          </section>
        </div>
      </div>
    </div>
  );
}

/**
 * The list being loaded while a choice (filter, keyword, sort, page) is on its way, else the one shown: a second
 * choice made before the first has loaded builds on it instead of undoing it. The address was written by this
 * page; the service checks it again.
 */
function useChosenListQuery(shown: ListQuery, sorts: readonly CourseSort[]): ListQuery {
  const { pathname } = useLocation();
  const next = useNavigation().location;
  if (next?.pathname !== pathname) return shown;
  return readListQuery(new URLSearchParams(next.search), (key, value) => {
    if (typeof value === "number") return Number.isNaN(value) ? undefined : value;
    return key !== "sort" || sorts.some((sort) => sort === value) ? value : undefined;
  });
}

/** The recorded courses, goods and bundles a keyword found, above the classes; nothing when it found none. */
function ProductResults({ products }: { products: CourseListData["products"] }) {
  const { t } = useTranslation();
  if (products.list.length === 0) return null;
  return (
    <section className="course-list__products" aria-labelledby="course-list-products">
      <h2 className="course-list__subtitle" id="course-list-products">
        {t("catalogue.list.products")}
      </h2>
      <p className="course-list__count">{t("catalogue.list.productCount", { shown: products.list.length, total: products.total })}</p>
      <CourseGrid cards={products.list} />
    </section>
  );
}

/** The keyword and the sort, sent as a GET form that keeps the filters (with scripts, a new sort applies at once). */
function CourseSearch({ query, sorts }: { query: ListQuery; sorts: readonly CourseSort[] }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const family = usePathFamily();
  return (
    <Form method="get" action={courseListPath(family)} className="course-search" role="search">
      {FILTER_KEYS.filter((key) => query[key] !== 0).map((key) => (
        <input key={key} type="hidden" name={key} value={query[key]} />
      ))}
      <label className="course-search__field">
        <span className="course-search__label">{t("catalogue.search.label")}</span>
        <input key={query.keyword} type="search" name="keyword" defaultValue={query.keyword} maxLength={50} enterKeyHint="search" />
      </label>
      <label className="course-search__field course-search__field--sort">
        <span className="course-search__label">{t("catalogue.search.sort")}</span>
        <select key={query.sort} name="sort" defaultValue={query.sort} onChange={(event) => submit(event.currentTarget.form)}>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`catalogue.sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--primary course-search__submit">
        {t("catalogue.search.submit")}
      </button>
    </Form>
  );
}
