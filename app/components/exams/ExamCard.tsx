import { useId } from "react";
import { examFee, examMoment, examWhen, examWhere, nameList } from "./exam-facts.js";
import type { Exam } from "./exam-types.js";
import { useExamWords } from "./use-exam-words.js";

interface Props {
  exam: Exam;
  onRegister(exam: Exam): void;
}

/** One exam of the site: when and where, for which grades, its fee and seats, and Register while registration is open. */
export function ExamCard({ exam, onRegister }: Props) {
  const words = useExamWords();
  const { t } = words;
  const headingId = useId();
  const facts: [string, string][] = [
    [t("exams.exam.when"), examWhen(exam, words)],
    [t("exams.exam.where"), examWhere(exam, t)],
    [t("exams.exam.grades"), nameList(exam.grades.map((grade) => grade.name), t)],
    [t("exams.exam.fee"), examFee(exam.price, words)],
    [t("exams.exam.seatsLeft"), String(exam.seatsLeft)],
    [t("exams.exam.closes"), examMoment(exam.registrationEndsAt, exam.timezone, words)],
  ];
  return (
    <article className="exam-card" aria-labelledby={headingId}>
      <h3 className="exam-card__name" id={headingId}>
        {exam.name}
      </h3>
      <dl className="exam-facts">
        {facts.map(([label, value]) => (
          <div className="exam-facts__row" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="exam-card__actions">
        {exam.open ? (
          <button type="button" className="button button--primary" aria-describedby={headingId} onClick={() => onRegister(exam)}>
            {t("exams.exam.register")}
          </button>
        ) : (
          <p className="exam-card__state">{t(exam.seatsLeft === 0 ? "exams.exam.full" : "exams.exam.closed")}</p>
        )}
      </div>
    </article>
  );
}
