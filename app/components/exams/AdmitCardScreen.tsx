import { Link } from "@remix-run/react";
import type { AdmitCard } from "../../../schemas/api/calls/exams.js";
import { useShell } from "../shell/use-shell.js";
import { admitCardFacts, admitCardNotes, admitCardPdfPath, EXAMS_PATH } from "./exam-facts.js";
import { useExamWords } from "./use-exam-words.js";

/**
 * /exams/admit-card/{registrationId}: the admit card with every field of SPEC §3, to print (the print stylesheet keeps
 * the card alone) or to download as a PDF.
 */
export function AdmitCardScreen({ card }: { card: AdmitCard }) {
  const words = useExamWords();
  const { t } = words;
  const { site } = useShell();
  const facts = admitCardFacts(card, words);
  const number = facts.find((fact) => fact.key === "candidateNumber")!;
  return (
    <div className="admit-card-page">
      <p className="admit-card-page__back">
        <Link to={EXAMS_PATH}>{t("exams.admitCard.allExams")}</Link>
      </p>
      <article className="admit-card" aria-labelledby="admit-card-title">
        <p className="admit-card__school">{site.schoolName}</p>
        <h1 id="admit-card-title" className="admit-card__title">
          {t("exams.admitCard.title")}
        </h1>
        <p className="admit-card__exam">{card.examName}</p>
        <p className="admit-card__number">
          <span className="admit-card__number-label">{number.label}</span>
          <strong className="admit-card__number-value">{number.value}</strong>
        </p>
        <dl className="admit-card__facts">
          {facts
            .filter((fact) => fact !== number)
            .map((fact) => (
              <div className="admit-card__fact" key={fact.key}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
        </dl>
        <ul className="admit-card__notes">
          {admitCardNotes(card, t).map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </article>
      <div className="admit-card-page__actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t("exams.admitCard.print")}
        </button>
        <a className="button" href={admitCardPdfPath(card.registrationId)} download>
          {t("exams.admitCard.download")}
        </a>
      </div>
    </div>
  );
}
