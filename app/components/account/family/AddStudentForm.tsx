import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { canAddStudent } from "../../../lib/account/student-rules.js";
import { StudentForm } from "./StudentForm.js";
import { useFamilyActions } from "./use-family-actions.js";
import { useGrades } from "./use-grades.js";

interface Props {
  /** How many students the family has now. */
  studentCount: number;
  onAdded: () => void;
  actions?: ReactNode;
}

/** Adds a sibling to the family; a family of 6 gets the limit message instead of the form (SPEC §5). */
export function AddStudentForm({ studentCount, onAdded, actions }: Props) {
  const { t } = useTranslation();
  const grades = useGrades();
  const { addStudent } = useFamilyActions();
  if (!canAddStudent(studentCount)) {
    return (
      <p className="account-form__failure" role="alert">
        {t("account.family.limitReached")}
      </p>
    );
  }
  return (
    <StudentForm
      grades={grades}
      submitLabel={t("account.family.addSubmit")}
      busyLabel={t("account.family.adding")}
      actions={actions}
      onSubmit={async (payload) => {
        const result = await addStudent(payload, studentCount);
        if (!result.ok) return result.message;
        onAdded();
        return null;
      }}
    />
  );
}
