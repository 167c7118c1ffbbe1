import { describe, expect, it } from "vitest";
import { facetValuesAmong, type Facet, type FacetCombination } from "./facets.js";

const ALL: Record<Facet, number> = { gradeId: 0, subjectId: 0, termId: 0, levelDegreeId: 0, platformCombineType: 0, channelId: 0, courseTypeId: 0 };

const combination = (values: Partial<FacetCombination>): FacetCombination => ({
  gradeIds: [104],
  subjectId: 1,
  termId: 1,
  levelDegreeId: 2,
  platformCombineType: 1,
  channelId: 1,
  courseTypeId: 1,
  ...values,
});

// A maths class for grades 4-5 online, a maths class for grade 6 in person, a coding class for grade 6 with no level.
const combinations = [
  combination({ gradeIds: [104, 105], platformCombineType: 4 }),
  combination({ gradeIds: [106], platformCombineType: 2, levelDegreeId: 3 }),
  combination({ gradeIds: [106], subjectId: 4, levelDegreeId: null, channelId: 2 }),
];

const sorted = (found: Record<Facet, Set<number>>) => Object.fromEntries(Object.entries(found).map(([facet, values]) => [facet, [...values].sort((a, b) => a - b)]));

describe("facetValuesAmong", () => {
  it.each([
    {
      asked: {},
      found: { gradeId: [104, 105, 106], subjectId: [1, 4], termId: [1], levelDegreeId: [2, 3], platformCombineType: [1, 2, 4], channelId: [1, 2], courseTypeId: [1] },
    },
    {
      // The chosen subject keeps its other subjects; the other facets narrow to maths.
      asked: { subjectId: 1 },
      found: { gradeId: [104, 105, 106], subjectId: [1, 4], termId: [1], levelDegreeId: [2, 3], platformCombineType: [2, 4], channelId: [1], courseTypeId: [1] },
    },
    {
      // A grade matches a class of any of its grades; grade 6 leaves the subjects of both grade-6 classes.
      asked: { gradeId: 106 },
      found: { gradeId: [104, 105, 106], subjectId: [1, 4], termId: [1], levelDegreeId: [3], platformCombineType: [1, 2], channelId: [1, 2], courseTypeId: [1] },
    },
    {
      // Two facets: each offers what the other one leaves.
      asked: { gradeId: 106, subjectId: 4 },
      found: { gradeId: [106], subjectId: [1, 4], termId: [1], levelDegreeId: [], platformCombineType: [1], channelId: [2], courseTypeId: [1] },
    },
    {
      // A value no class has: every other facet is empty, its own still lists what there is.
      asked: { termId: 2 },
      found: { gradeId: [], subjectId: [], termId: [1], levelDegreeId: [], platformCombineType: [], channelId: [], courseTypeId: [] },
    },
  ])("offers for $asked", ({ asked, found }) => {
    expect(sorted(facetValuesAmong(combinations, { ...ALL, ...asked }))).toEqual(found);
  });

  it("offers nothing when no class is found", () => {
    expect(sorted(facetValuesAmong([], ALL))).toEqual(Object.fromEntries(Object.keys(ALL).map((facet) => [facet, []])));
  });
});
