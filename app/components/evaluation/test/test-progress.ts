/** The level test's bookkeeping while a child takes it: the clock's text and warnings, the questions left to answer. */

export type Answers = readonly (number | null)[];

/** Seconds left as "mm:ss" (minutes as many digits as they need, at least two); nothing left is "00:00". */
export function formatRemaining(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** The warning the clock has reached: 5 minutes left, then 1 minute left; none before. */
export type TimeWarning = "fiveMinutes" | "oneMinute" | null;

export function timeWarning(seconds: number): TimeWarning {
  if (seconds <= 60) return "oneMinute";
  if (seconds <= 300) return "fiveMinutes";
  return null;
}

/** The questions (by index) without an answer, in order. */
export function unansweredQuestions(answers: Answers): number[] {
  return answers.flatMap((answer, index) => (answer === null ? [index] : []));
}

/** An answer changed, the others kept. */
export function withAnswer(answers: Answers, question: number, choice: number | null): (number | null)[] {
  return answers.map((answer, index) => (index === question ? choice : answer));
}

/**
 * The question to go to from `current`: the next one in order; after the last, the first other one still unanswered;
 * null after the last when no other is (all that is left is to hand in).
 */
export function questionAfter(answers: Answers, current: number): number | null {
  if (current + 1 < answers.length) return current + 1;
  return unansweredQuestions(answers).find((question) => question !== current) ?? null;
}

/** Where a test carries on (after a reload): the first question without an answer, or the first question. */
export function resumeQuestion(answers: Answers): number {
  return unansweredQuestions(answers)[0] ?? 0;
}
