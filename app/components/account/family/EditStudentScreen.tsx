import { Link, useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../../api/site-api-context.js";
import type { Student } from "../../../../schemas/api/calls/accounts.js";
import { studentFormValues } from "../../../lib/account/student-rules.js";
import { failureMessage } from "../bind/failure-message.js";
import type { Grade } from "./family-data.js";
import { StudentForm } from "./StudentForm.js";

/** /my-account/edit-student/{id}: a family student's nickname, names, grade and e-mail (modifyUserInfo). */
export function EditStudentScreen({ student, grades }: { student: Student; grades: Grade[] | null }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState(false);
  return (
    <section aria-labelledby="edit-student-title">
      <p>
        <Link to="/my-account">{t("account.student.backToFamily")}</Link>
      </p>
      <h1 id="edit-student-title">{t("account.student.editTitle")}</h1>
      <StudentForm
        initial={studentFormValues(student)}
        grades={grades ? { kind: "loaded", grades } : { kind: "failed" }}
        submitLabel={t("account.student.save")}
        busyLabel={t("account.student.saving")}
        onSubmit={async (payload) => {
          setSaved(false);
          try {
            await api.call("modifyUserInfo", { uid: student.uid, ...payload }, call);
          } catch (failure) {
            return failureMessage(failure, t("account.student.saveFailed"));
          }
          setSaved(true);
          revalidator.revalidate();
          return null;
        }}
      />
      <p className="account-form__status" role="status">
        {saved ? t("account.student.saved") : null}
      </p>
    </section>
  );
}
