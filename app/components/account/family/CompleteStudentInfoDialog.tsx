import { useRevalidator } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { studentFormValues } from "../../../lib/account/student-rules.js";
import { useUser } from "../../../lib/account/use-user.js";
import { Dialog } from "../../../../ui/Dialog.js";
import { failureMessage } from "../bind/failure-message.js";
import { StudentForm } from "./StudentForm.js";
import { useGrades } from "./use-grades.js";

/**
 * SPEC §2 Dialogs, complete student info: the signed-in student's nickname, names and grade, saved with
 * modifyUserInfo. Any screen can mount it (e.g. when isInfoComplete(user) is false, or when sign-up
 * eligibility answers 6).
 */
interface Props {
  open: boolean;
  onClose(): void;
  /** After the details are saved (the dialog closes too). */
  onSaved?(): void;
}

export function CompleteStudentInfoDialog({ open, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <Dialog open={open && user !== null} title={t("account.completeInfo.title")} onClose={onClose}>
      {open && user && <CompleteInfoForm user={user} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function CompleteInfoForm({ user, onClose, onSaved }: Omit<Props, "open"> & { user: NonNullable<ReturnType<typeof useUser>> }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const revalidator = useRevalidator();
  const grades = useGrades();
  return (
    <>
      <p>{t("account.completeInfo.intro")}</p>
      <StudentForm
        initial={studentFormValues(user)}
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
            await api.call("modifyUserInfo", { uid: user.uid, ...payload }, call);
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
