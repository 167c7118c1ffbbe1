import type { ResponseOf } from "../../../../schemas/api/contract.js";

/** How many levels each subject has (by subject id), to place a child's level among them ("Level 3 of 5"). */
export type LevelCounts = Record<number, number>;

export function levelCountsOf(levels: ResponseOf<"queryLevelDegree">["list"]): LevelCounts {
  const counts: LevelCounts = {};
  for (const level of levels) counts[level.subjectId] = (counts[level.subjectId] ?? 0) + 1;
  return counts;
}

/**
 * The number of levels to show a level's order against, or null when the subject's levels are unknown or do not
 * reach that order (the order is then shown alone rather than as an impossible "Level 6 of 5").
 */
export function levelCountFor(counts: LevelCounts, subjectId: number, order: number): number | null {
  const count = counts[subjectId];
  return count !== undefined && count >= order ? count : null;
}
