import { useTranslation } from "react-i18next";
import type { Answers } from "./test-progress.js";

interface Props {
  answers: Answers;
  current: number;
  onGo(question: number): void;
}

/** Every question as a button to go to it, the answered ones filled in, the one shown marked. */
export function QuestionNavigator({ answers, current, onGo }: Props) {
  const { t } = useTranslation();
  const answered = answers.filter((answer) => answer !== null).length;
  return (
    <nav className="level-test__navigator" aria-label={t("evaluation.test.navigator.label")}>
      <p className="level-test__progress">{t("evaluation.test.navigator.progress", { answered, total: answers.length })}</p>
      <ol className="level-test__questions">
        {answers.map((answer, index) => (
          <li key={index}>
            <button
              type="button"
              className={answer === null ? "level-test__goto" : "level-test__goto level-test__goto--answered"}
              aria-current={index === current ? "step" : undefined}
              aria-label={t(answer === null ? "evaluation.test.navigator.unanswered" : "evaluation.test.navigator.answered", { number: index + 1 })}
              onClick={() => onGo(index)}
            >
              {index + 1}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
