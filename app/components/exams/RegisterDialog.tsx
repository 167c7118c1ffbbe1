import { useNavigate } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import type { Student } from "../../../schemas/api/calls/accounts.js";
import { Dialog } from "../../../ui/Dialog.js";
import { DialogActions } from "../../../ui/DialogActions.js";
import { RadioCards, type Choice } from "../../../ui/RadioCards.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { studentDisplayName } from "../../lib/account/student-names.js";
import { CompleteStudentInfoDialog } from "../account/family/CompleteStudentInfoDialog.js";
import { useShell } from "../shell/use-shell.js";
import { admitCardPath, EXAMS_PATH } from "./exam-facts.js";
import type { Exam } from "./exam-types.js";
import { registerFailure } from "./register-failure.js";

interface Props {
  exam: Exam;
  /** The family's children, the signed-in one first. */
  students: Student[];
  onClose(): void;
}

/** A child whose grade is known and not one of the exam's cannot sit it; one without a grade completes it on registering (4125). */
const mayRegister = (student: Student, exam: Exam) => student.gradeId === null || exam.grades.some((grade) => grade.id === student.gradeId);

/**
 * Registers a child of the family for an exam, then opens the admit card. A child whose details are incomplete (4125)
 * completes them in the shell's student dialog and is registered again once they are saved.
 */
export function RegisterDialog({ exam, students, onClose }: Props) {
  const { t } = useTranslation();
  const { site } = useShell();
  const { api, call } = useSiteApi();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string | null>(() => {
    const possible = students.filter((student) => mayRegister(student, exam));
    return possible.length === 1 ? possible[0]!.uid : null;
  });
  const [missingChoice, setMissingChoice] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [completing, setCompleting] = useState<Student | null>(null);

  const register = async (studentId: string) => {
    setBusy(true);
    setFailure(null);
    try {
      const card = await api.call("registerExam", { examId: exam.examId, studentId }, call);
      onClose();
      void navigate(admitCardPath(card.registrationId));
      return;
    } catch (error) {
      const failed = registerFailure(error);
      if (failed.kind === "signIn") {
        onClose();
        useLoginDialog.getState().openLogin({ successUrl: EXAMS_PATH });
        return;
      }
      if (failed.kind === "completeInfo") {
        setFailure(t("exams.register.errors.incomplete"));
        setCompleting(students.find((student) => student.uid === studentId) ?? null);
      } else setFailure(failed.kind === "text" ? t(failed.key) : failed.message);
    }
    setBusy(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setMissingChoice(true);
    void register(chosen);
  };

  const choices: Choice<string>[] = students.map((student) => {
    const allowed = mayRegister(student, exam);
    return {
      value: student.uid,
      label: studentDisplayName(student, site.features.easternNameOrderEnabled),
      hint: student.gradeId === null ? t("exams.register.noGrade") : allowed ? student.gradeName : t("exams.register.notForGrade", { grade: student.gradeName }),
      disabled: !allowed,
    };
  });

  return (
    <>
      <Dialog open title={t("exams.register.title")} width={500} onClose={onClose}>
        <form className="exams-register" onSubmit={submit} noValidate>
          <p className="exams-register__exam">{exam.name}</p>
          <RadioCards
            legend={t("exams.register.who")}
            name="exam-student"
            choices={choices}
            selected={chosen}
            onSelect={(uid) => {
              setChosen(uid);
              setMissingChoice(false);
            }}
            error={missingChoice ? t("exams.register.chooseChild") : null}
          />
          <DialogActions
            cancelLabel={t("exams.register.cancel")}
            onCancel={onClose}
            confirmLabel={busy ? t("exams.register.busy") : t("exams.register.submit")}
            confirmDisabled={busy}
            failure={failure}
          />
        </form>
      </Dialog>
      {completing && (
        <CompleteStudentInfoDialog
          open
          student={completing}
          onClose={() => setCompleting(null)}
          onSaved={() => void register(completing.uid)}
        />
      )}
    </>
  );
}
