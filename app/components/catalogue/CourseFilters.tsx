import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { clearedFilters, filterGroups, isNarrowed, listHref, type FilterKey, type FilterOption, type ListQuery } from "./list-query.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { usePathFamily } from "./use-path-family.js";

const FILTER_LABELS: Record<FilterKey, string> = {
  gradeId: "grade",
  subjectId: "subject",
  termId: "term",
  levelDegreeId: "level",
  platformCombineType: "platform",
  channelGroupId: "channelGroup",
  channelId: "channel",
  courseTypeId: "courseType",
};

interface Props {
  query: ListQuery;
  selectors: ResponseOf<"queryCourseSelectors">;
  channelGroups: FilterOption[];
}

/** The catalogue filters as links (the URL holds the choice: it works without scripts and can be shared). */
export function CourseFilters({ query, selectors, channelGroups }: Props) {
  const { t } = useTranslation();
  const family = usePathFamily();
  // The catalogue names formats by their platform number (SPEC §3); the screen says them in the visitor's language.
  const optionName = (key: FilterKey, option: FilterOption) =>
    key === "platformCombineType" && option.id !== 0 ? t(`catalogue.platform.${option.id}`) : option.name;
  return (
    <nav className="course-filters" aria-labelledby="course-filters-title">
      <h2 className="course-filters__title" id="course-filters-title">
        {t("catalogue.filters.title")}
      </h2>
      {filterGroups(selectors, channelGroups, query).map(({ key, options }) => (
        <section key={key} className="course-filters__group" aria-labelledby={`course-filter-${key}`}>
          <h3 className="course-filters__name" id={`course-filter-${key}`}>
            {t(`catalogue.filters.${FILTER_LABELS[key]}`)}
          </h3>
          <ul className="course-filters__options">
            {[{ id: 0, name: t("catalogue.filters.all") }, ...options].map((option) => {
              const current = query[key] === option.id;
              return (
                <li key={option.id}>
                  <Link
                    className={`course-filters__option${current ? " course-filters__option--current" : ""}`}
                    to={listHref(query, { [key]: option.id }, family)}
                    aria-current={current ? "true" : undefined}
                    preventScrollReset
                  >
                    {optionName(key, option)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {isNarrowed(query) && (
        <Link className="course-filters__clear" to={listHref(clearedFilters(query), {}, family)}>
          {t("catalogue.filters.clear")}
        </Link>
      )}
    </nav>
  );
}
