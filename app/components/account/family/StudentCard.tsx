import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PLACEHOLDER_IMAGE, SafeImage } from "../../../../ui/SafeImage.js";
import type { Student } from "../../../../schemas/api/calls/accounts.js";
import { isInfoComplete } from "../../../lib/account/student-rules.js";

interface Props {
  student: Student;
  name: string;
  current: boolean;
  actions: ReactNode;
}

/** One student of the family: avatar, name, grade, card number, and what can be done with it. */
export function StudentCard({ student, name, current, actions }: Props) {
  const { t } = useTranslation();
  return (
    <li className={`student-card${current ? " student-card--current" : ""}`}>
      <SafeImage className="student-card__avatar" src={student.avatar || PLACEHOLDER_IMAGE} alt="" width={64} height={64} />
      <div>
        <h2 className="student-card__name">{name}</h2>
        <p className="student-card__details">
          {student.gradeName ? t("account.family.gradeOf", { grade: student.gradeName }) : t("account.family.noGrade")}
          <br />
          {t("account.family.card", { card: student.card })}
        </p>
        {current && <span className="student-card__tag">{t("account.family.current")}</span>}
        {!isInfoComplete(student) && (
          <span className="student-card__tag student-card__tag--warning">{t("account.family.incomplete")}</span>
        )}
      </div>
      <div className="student-card__actions">{actions}</div>
    </li>
  );
}
