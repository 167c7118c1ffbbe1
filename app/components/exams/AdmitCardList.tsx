import { Link } from "@remix-run/react";
import type { AdmitCard } from "../../../schemas/api/calls/exams.js";
import { admitCardPath, examWhen } from "./exam-facts.js";
import { useExamWords } from "./use-exam-words.js";

/** The family's admit cards, the latest exam first, each leading to its page. */
export function AdmitCardList({ cards }: { cards: AdmitCard[] }) {
  const words = useExamWords();
  const { t } = words;
  return (
    <section className="exams-section" aria-labelledby="exams-cards-heading">
      <h2 id="exams-cards-heading">{t("exams.cards.heading")}</h2>
      {cards.length === 0 ? (
        <p className="exams-muted">{t("exams.cards.empty")}</p>
      ) : (
        <ul className="exams-card-list">
          {cards.map((card) => (
            <li key={card.registrationId} className="exams-card-list__item">
              <Link to={admitCardPath(card.registrationId)} className="exams-card-list__link">
                {t("exams.cards.summary", { name: card.name, exam: card.examName })}
              </Link>
              <span className="exams-muted">
                {card.candidateNumber} · {examWhen(card, words)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
