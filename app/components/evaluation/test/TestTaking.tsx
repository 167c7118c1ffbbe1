import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCountdown } from "../../../../ui/countdown.js";
import { RadioCards } from "../../../../ui/RadioCards.js";
import { HandInDialog } from "./HandInDialog.js";
import { QuestionNavigator } from "./QuestionNavigator.js";
import { TestClock } from "./TestClock.js";
import { reportPath, type LevelTestAttempt } from "./level-test-page.js";
import { questionAfter, resumeQuestion, unansweredQuestions } from "./test-progress.js";
import { useFocusOnShow } from "./use-focus-on-show.js";
import { useHandIn } from "./use-hand-in.js";
import { useKeptAnswers } from "./use-kept-answers.js";

const LETTERS = "ABCDE";

interface Props {
  attempt: LevelTestAttempt;
  /** Just started: the first question takes the focus. */
  focusOnShow?: boolean;
}

/**
 * The test under way: one question at a time with its choices, each answer saved as it is chosen, the clock to the
 * attempt's end, and handing in (asked first when questions are unanswered; by itself when the time is up), then the
 * report.
 */
export function TestTaking({ attempt, focusOnShow = false }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const secondsLeft = useCountdown(Date.parse(attempt.endsAt));
  // 4170 on a save: the service has closed the attempt (its clock, not the page's, is the one that counts).
  const [closed, setClosed] = useState(false);
  const timeUp = secondsLeft === 0 || closed;
  const kept = useKeptAnswers(attempt, () => setClosed(true));
  const { state: handing, handIn } = useHandIn(attempt.attemptId, kept.settled, (reportId) => navigate(reportPath(reportId), { replace: true }));
  const [current, setCurrent] = useState(() => resumeQuestion(attempt.answers));
  const [confirming, setConfirming] = useState(false);
  const heading = useFocusOnShow<HTMLHeadingElement>(focusOnShow);
  const focusHeading = useRef(false);

  // Once by itself; should that fail, the child's Hand in button tries again.
  const handedInForTime = useRef(false);
  useEffect(() => {
    if (!timeUp || handedInForTime.current) return;
    handedInForTime.current = true;
    void handIn();
  }, [timeUp, handIn]);

  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [current, heading]);

  const question = attempt.questions[current]!;
  const { answers } = kept;
  const after = questionAfter(answers, current);
  const unanswered = unansweredQuestions(answers);
  const sending = handing.phase === "sending";
  const locked = timeUp || sending;

  const jump = (index: number) => {
    focusHeading.current = true;
    setCurrent(index);
  };
  const askToHandIn = () => {
    if (sending) return;
    if (unanswered.length > 0 && !timeUp) setConfirming(true);
    else void handIn();
  };
  const handInNow = () => {
    setConfirming(false);
    void handIn();
  };

  return (
    <div className="level-test">
      <div className="level-test__bar">
        <TestClock seconds={secondsLeft} />
      </div>
      <QuestionNavigator answers={answers} current={current} onGo={jump} />

      <section className="level-test__question" aria-labelledby="level-test-question">
        <h2 id="level-test-question" ref={heading} tabIndex={-1}>
          {t("evaluation.test.question", { number: current + 1, total: attempt.questions.length })}
        </h2>
        <p className="level-test__topic">{t("evaluation.test.topic", { topic: question.topic })}</p>
        <RadioCards
          legend={question.prompt}
          name={`level-test-question-${current}`}
          choices={question.choices.map((choice, index) => ({
            value: index,
            label: (
              <>
                <span className="level-test__letter" aria-hidden="true">
                  {LETTERS[index]}
                </span>
                {choice}
              </>
            ),
            disabled: locked,
          }))}
          selected={answers[current] ?? null}
          onSelect={(choice) => kept.choose(current, choice)}
        />
      </section>

      {kept.notSaved && (
        <p className="account-form__failure" role="alert">
          {t("evaluation.test.notSaved", { number: kept.notSaved.question + 1, reason: kept.notSaved.reason })}
        </p>
      )}
      <p className="level-test__status" role="status">
        {sending ? t(timeUp ? "evaluation.test.timeUp" : "evaluation.test.handingIn") : ""}
      </p>
      {handing.phase === "failed" && (
        <p className="account-form__failure" role="alert">
          {handing.reason}
        </p>
      )}

      <div className="level-test__actions">
        <button type="button" className="button" aria-disabled={current === 0 || undefined} onClick={() => current > 0 && setCurrent(current - 1)}>
          {t("evaluation.test.previous")}
        </button>
        <button type="button" className="button" aria-disabled={after === null || undefined} onClick={() => after !== null && setCurrent(after)}>
          {after === null || after > current ? t("evaluation.test.next") : t("evaluation.test.toQuestion", { number: after + 1 })}
        </button>
        <button type="button" className="button button--primary level-test__hand-in" aria-disabled={sending || undefined} onClick={askToHandIn}>
          {sending ? t("evaluation.test.handingInShort") : handing.phase === "failed" ? t("evaluation.test.handInAgain") : t("evaluation.test.handIn")}
        </button>
      </div>

      {confirming && !locked && <HandInDialog unanswered={unanswered} onKeepAnswering={() => setConfirming(false)} onHandIn={handInNow} />}
    </div>
  );
}
