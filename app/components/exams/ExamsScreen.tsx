import { Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Student } from "../../../schemas/api/calls/accounts.js";
import type { AdmitCard } from "../../../schemas/api/calls/exams.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { AdmitCardList } from "./AdmitCardList.js";
import { ExamCard } from "./ExamCard.js";
import { EXAMS_PATH, SCORE_PATH } from "./exam-facts.js";
import type { Exam } from "./exam-types.js";
import { RegisterDialog } from "./RegisterDialog.js";

export interface ExamsScreenProps {
  exams: Exam[];
  admitCards: AdmitCard[];
  /** The family's children; null signed out (Register then asks to log in, and there are no admit cards). */
  students: Student[] | null;
}

/** /exams (SPEC §1): the site's exams still to be sat, registering a child for one, and the family's admit cards. */
export function ExamsScreen({ exams, admitCards, students }: ExamsScreenProps) {
  const { t } = useTranslation();
  const [registering, setRegistering] = useState<Exam | null>(null);
  const register = (exam: Exam) => {
    if (students) setRegistering(exam);
    else useLoginDialog.getState().openLogin({ successUrl: EXAMS_PATH });
  };
  return (
    <div className="exams-page">
      <header className="exams-page__header">
        <h1>{t("exams.heading")}</h1>
        <p className="exams-muted">{t("exams.intro")}</p>
        <p>
          <Link to={SCORE_PATH}>{t("exams.scoreLink")}</Link>
        </p>
      </header>
      <section className="exams-section" aria-labelledby="exams-list-heading">
        <h2 id="exams-list-heading">{t("exams.list.heading")}</h2>
        {exams.length === 0 ? (
          <p className="exams-muted">{t("exams.list.empty")}</p>
        ) : (
          <div className="exams-list">
            {exams.map((exam) => (
              <ExamCard key={exam.examId} exam={exam} onRegister={register} />
            ))}
          </div>
        )}
      </section>
      {students && <AdmitCardList cards={admitCards} />}
      {registering && students && <RegisterDialog exam={registering} students={students} onClose={() => setRegistering(null)} />}
    </div>
  );
}
