import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorCode, isApiError } from "../../../../api/errors.js";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { failureMessage } from "../../account/bind/failure-message.js";
import type { LevelTestAttempt } from "./level-test-page.js";
import { withAnswer, type Answers } from "./test-progress.js";

export interface NotSaved {
  question: number;
  reason: string;
}

export interface KeptAnswers {
  /** The answers as the child chose them, saved or still being saved. */
  answers: Answers;
  /** The last answer the service refused, taken back to the one it keeps. */
  notSaved: NotSaved | null;
  choose(question: number, choice: number): void;
  /** Resolves once every answer sent has been answered (kept or refused). */
  settled(): Promise<void>;
}

/**
 * Each answer shown at once and saved at once (saveLevelTestAnswer), one question's saves one after another so the
 * last choice is the one kept; a refused save takes the answer back to the one the service keeps. 4170 (handed in,
 * or the time is up) calls `onOver`.
 */
export function useKeptAnswers(attempt: LevelTestAttempt, onOver: () => void): KeptAnswers {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const [answers, setAnswers] = useState<Answers>(attempt.answers);
  const [notSaved, setNotSaved] = useState<NotSaved | null>(null);
  /** What the service keeps, as its answers said. */
  const kept = useRef<Answers>(attempt.answers);
  /** Per question: the save last asked for, and the chain its saves go through. */
  const latest = useRef(new Map<number, number>());
  const queues = useRef(new Map<number, Promise<void>>());
  const over = useRef(onOver);
  over.current = onOver;

  const choose = useCallback(
    (question: number, choice: number) => {
      const ask = (latest.current.get(question) ?? 0) + 1;
      latest.current.set(question, ask);
      setAnswers((shown) => withAnswer(shown, question, choice));
      setNotSaved((last) => (last?.question === question ? null : last));
      const save = async () => {
        try {
          const saved = await api.call("saveLevelTestAnswer", { attemptId: attempt.attemptId, question, choice }, call);
          kept.current = withAnswer(kept.current, question, saved.answers[question] ?? null);
        } catch (error) {
          if (latest.current.get(question) !== ask) return;
          if (isApiError(error, ErrorCode.LEVEL_TEST_OVER)) return over.current();
          setAnswers((shown) => withAnswer(shown, question, kept.current[question] ?? null));
          setNotSaved({ question, reason: failureMessage(error, t("evaluation.test.saveFailed")) });
        }
      };
      queues.current.set(question, (queues.current.get(question) ?? Promise.resolve()).then(save));
    },
    [api, call, attempt.attemptId, t],
  );

  const settled = useCallback(async () => {
    await Promise.all(queues.current.values());
  }, []);

  return { answers, notSaved, choose, settled };
}
