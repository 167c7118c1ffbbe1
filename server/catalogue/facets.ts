import type { CourseFilters } from "../../schemas/api/calls/catalogue.js";

export type Facet = "gradeId" | "subjectId" | "termId" | "levelDegreeId" | "platformCombineType" | "channelId" | "courseTypeId";
export const FACETS: readonly Facet[] = ["gradeId", "subjectId", "termId", "levelDegreeId", "platformCombineType", "channelId", "courseTypeId"];

/** One class's value of every facet (a course has several grades, and may have no level degree). */
export interface FacetCombination {
  gradeIds: number[];
  subjectId: number;
  termId: number;
  levelDegreeId: number | null;
  platformCombineType: number;
  channelId: number;
  courseTypeId: number;
}

const valuesOf = (combination: FacetCombination, facet: Facet): number[] => {
  if (facet === "gradeId") return combination.gradeIds;
  const value = combination[facet];
  return value === null ? [] : [value];
};

/**
 * For each facet, the values that find at least one class given the other facets' filters (0 is ALL): a
 * chosen grade does not hide the other grades, so a parent can switch from it. `combinations` are the
 * distinct facet values of the classes that the filters which are not facets (site, keyword...) find.
 */
export function facetValuesAmong(combinations: readonly FacetCombination[], filters: Pick<CourseFilters, Facet>): Record<Facet, Set<number>> {
  const chosen = FACETS.filter((facet) => filters[facet] !== 0);
  const entries = FACETS.map((facet) => {
    const values = new Set<number>();
    for (const combination of combinations) {
      if (chosen.every((other) => other === facet || valuesOf(combination, other).includes(filters[other]))) {
        for (const value of valuesOf(combination, facet)) values.add(value);
      }
    }
    return [facet, values] as const;
  });
  return Object.fromEntries(entries) as Record<Facet, Set<number>>;
}
