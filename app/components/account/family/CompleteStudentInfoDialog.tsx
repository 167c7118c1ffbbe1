import { useRevalidator } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../../api/site-api-context.js";
import type { Student } from "../../../../schemas/api/calls/accounts.js";
import { studentFormValues } from "../../../lib/account/student-rules.js";
import { useUser } from "../../../lib/account/use-user.js";
import { Dialog } from "../../../../ui/Dialog.js";
import { failureMessage } from "../bind/failure-message.js";
import { StudentForm } from "./StudentForm.js";
import { useGrades } from "./use-grades.js";

type FamilyStudent = Pick<Student, "uid"> & Parameters<typeof studentFormValues>[0];

interface Props {
  open: boolean;
  /** The family's student whose details are asked for; the signed-in student when not given. */
  student?: FamilyStudent;
  onClose(): void;
  /** After the details are saved (the dialog closes too). */
  onSaved?(): void;
}

/**
 * SPEC §2 Dialogs, complete student info: a student's nickname, names and grade, saved with modifyUserInfo.
 * Any screen can mount it (e.g. when isInfoComplete(user) is false, when sign-up eligibility answers 6, or when
 * a checkout asks for the registration of the child the order is for, SPEC §5).
 */
export function CompleteStudentInfoDialog({ open, student, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const user = useUser();
  const whose = student ?? user;
  return (
    <Dialog open={open && whose !== null} title={t("account.completeInfo.title")} onClose={onClose}>
      {open && whose && <CompleteInfoForm student={whose} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function CompleteInfoForm({ student, onClose, onSaved }: Omit<Props, "open" | "student"> & { student: FamilyStudent }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const revalidator = useRevalidator();
  const grades = useGrades();
  return (
    <>
      <p>{t("account.completeInfo.intro")}</p>
      <StudentForm
        initial={studentFormValues(student)}
        grades={grades}
        submitLabel={t("account.student.save")}
        busyLabel={t("account.student.saving")}
        actions={
          <button type="button" className="button" onClick={onClose}>
            {t("account.completeInfo.later")}
          </button>
        }
        onSubmit={async (payload) => {
          try {
            await api.call("modifyUserInfo", { uid: student.uid, ...payload }, call);
          } catch (failure) {
            return failureMessage(failure, t("account.student.saveFailed"));
          }
          revalidator.revalidate();
          onClose();
          onSaved?.();
          return null;
        }}
      />
    </>
  );
}
