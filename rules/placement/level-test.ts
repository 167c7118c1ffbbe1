import type { EntranceTest, LevelTestLevel, LevelTestQuestion } from "../../schemas/placement.js";

/** What the level test's rules read of a question: its topic is only ever carried along. */
type Scored<Topic> = Pick<LevelTestQuestion, "answer" | "points"> & { topic: Topic };

export interface TopicScore<Topic> {
  topic: Topic;
  score: number;
  maxScore: number;
}

export interface TestScore<Topic> {
  score: number;
  maxScore: number;
  /** Each topic once, in the order it first comes in the test. */
  topics: TopicScore<Topic>[];
}

/**
 * The points a child's answers earn: a question answered with its right choice earns its points, any other answer
 * (or none) earns nothing. Answers beyond the questions are ignored. Topics are told apart by their English name.
 */
export function scoreAnswers<Topic extends { en: string }>(questions: readonly Scored<Topic>[], answers: readonly (number | null)[]): TestScore<Topic> {
  const topics = new Map<string, TopicScore<Topic>>();
  let score = 0;
  let maxScore = 0;
  questions.forEach((question, index) => {
    const earned = answers[index] === question.answer ? question.points : 0;
    score += earned;
    maxScore += question.points;
    const topic = topics.get(question.topic.en) ?? { topic: question.topic, score: 0, maxScore: 0 };
    topic.score += earned;
    topic.maxScore += question.points;
    topics.set(question.topic.en, topic);
  });
  return { score, maxScore, topics: [...topics.values()] };
}

/** The level a score places a child at: the highest whose minimum share of the points it reaches. */
export function levelForScore(levels: readonly LevelTestLevel[], score: number, maxScore: number): number {
  const percent = maxScore === 0 ? 0 : (score * 100) / maxScore;
  let placed = levels[0]!.levelDegreeId;
  for (const level of levels) if (percent >= level.minPercent) placed = level.levelDegreeId;
  return placed;
}

/** The attempts a child has left at a test: never below none. */
export const attemptsLeft = (allowed: number, handedIn: number): number => Math.max(0, allowed - handedIn);

/**
 * SPEC §4 admission test cases, as the course card's examEntrance status: 0 the course asks for no test; 1 not taken
 * (advised); 2 must take (required before enrolling); 3 passed (the child's level reaches the course's); 4 too
 * difficult (the child's level is below the course's).
 */
export const ENTRANCE_STATUS = { none: 0, notTaken: 1, mustTake: 2, passed: 3, tooDifficult: 4 } as const;
export type EntranceStatus = (typeof ENTRANCE_STATUS)[keyof typeof ENTRANCE_STATUS];

export interface EntranceFacts {
  entranceTest: EntranceTest;
  /** The order of the course's level degree; a course without a level asks for no test. */
  courseLevelOrder: number | null;
  /** The order of the child's latest level in the course's subject, if any. */
  childLevelOrder: number | null;
}

export function entranceStatus({ entranceTest, courseLevelOrder, childLevelOrder }: EntranceFacts): EntranceStatus {
  if (entranceTest === "none" || courseLevelOrder === null) return ENTRANCE_STATUS.none;
  if (childLevelOrder === null) return entranceTest === "required" ? ENTRANCE_STATUS.mustTake : ENTRANCE_STATUS.notTaken;
  return childLevelOrder >= courseLevelOrder ? ENTRANCE_STATUS.passed : ENTRANCE_STATUS.tooDifficult;
}

/**
 * What the entrance test means for signing up (SPEC §4 sign-up status 1 "entrance diagnostic needed" with leftChance,
 * 2 cannot sign up): only a required test stops anyone. A child who must take it, or whose level falls short while
 * attempts are left, is sent to take it; one whose level falls short with no attempt left cannot sign up.
 */
export type EntranceVerdict = { kind: "proceed" } | { kind: "takeTest"; leftChance: number } | { kind: "levelShort" };

export function entranceVerdict(facts: EntranceFacts, leftChance: number): EntranceVerdict {
  if (facts.entranceTest !== "required") return { kind: "proceed" };
  if (entranceStatus(facts) === ENTRANCE_STATUS.passed) return { kind: "proceed" };
  return leftChance > 0 ? { kind: "takeTest", leftChance } : { kind: "levelShort" };
}
