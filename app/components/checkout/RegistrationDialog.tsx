import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import type { Student } from "../../../schemas/api/calls/accounts.js";
import { studentFormValues } from "../../lib/account/student-rules.js";
import { Dialog } from "../../../ui/Dialog.js";
import { failureMessage } from "../account/bind/failure-message.js";
import { StudentForm } from "../account/family/StudentForm.js";
import { useGrades } from "../account/family/use-grades.js";

interface Props {
  /** The student the order is for, whichever of the family it is. */
  student: Student;
  onClose(): void;
  /** After the details are saved: the checkout asks again. */
  onSaved(): void;
}

/**
 * SPEC §5 registration before checkout: the student's nickname, names and grade (the shell's complete-info
 * dialog edits only the signed-in student; an order may be for another child of the family), saved with
 * modifyUserInfo, and the parent is back on the checkout.
 */
export function RegistrationDialog({ student, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const grades = useGrades();
  return (
    <Dialog open title={t("checkout.registration.dialogTitle")} onClose={onClose}>
      <p>{t("checkout.registration.intro")}</p>
      <StudentForm
        initial={studentFormValues(student)}
        grades={grades}
        submitLabel={t("account.student.save")}
        busyLabel={t("account.student.saving")}
        actions={
          <button type="button" className="button" onClick={onClose}>
            {t("checkout.registration.later")}
          </button>
        }
        onSubmit={async (payload) => {
          try {
            await api.call("modifyUserInfo", { uid: student.uid, ...payload }, call);
          } catch (failure) {
            return failureMessage(failure, t("account.student.saveFailed"));
          }
          onSaved();
          return null;
        }}
      />
    </Dialog>
  );
}
