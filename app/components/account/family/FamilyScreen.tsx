import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "@remix-run/react";
import { ACCOUNT_LIMITS } from "../../../../schemas/account-values.js";
import { familyStudents } from "../../../lib/account/student-names.js";
import { canAddStudent, isInfoComplete } from "../../../lib/account/student-rules.js";
import { Dialog } from "../../../../ui/Dialog.js";
import { ActionNotice, type Notice } from "../../../../ui/ActionNotice.js";
import { AddStudentForm } from "./AddStudentForm.js";
import { CompleteStudentInfoDialog } from "./CompleteStudentInfoDialog.js";
import { shownStudentName, type FamilyView } from "./family-data.js";
import { RemoveStudentDialog, type StudentToRemove } from "./RemoveStudentDialog.js";
import { StudentCard } from "./StudentCard.js";
import { useFamilyActions } from "./use-family-actions.js";

/**
 * /my-account (SPEC §2): the family's students as cards, to switch to, edit or remove, and a sibling to
 * add (at most 6). The signed-in student's incomplete info opens the complete-info dialog once.
 */
export function FamilyScreen({ view }: { view: FamilyView }) {
  const { t } = useTranslation();
  const { switchTo } = useFamilyActions();
  const { family, easternNameOrder } = view;
  const students = familyStudents(family);
  const currentUid = family.currentAccount.uid;
  const [notice, setNotice] = useState<Notice>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<StudentToRemove | null>(null);
  const [completing, setCompleting] = useState(false);
  const currentIncomplete = !isInfoComplete(family.currentAccount);

  useEffect(() => {
    if (currentIncomplete) setCompleting(true);
  }, [currentIncomplete, currentUid]);

  const switchToStudent = async (uid: string, name: string) => {
    setSwitching(uid);
    setNotice(null);
    const result = await switchTo(uid);
    setSwitching(null);
    setNotice(result.ok ? { kind: "done", text: t("account.family.switched", { name }) } : { kind: "failed", text: result.message });
  };

  const openAdd = () => {
    setNotice(null);
    if (canAddStudent(students.length)) setAdding(true);
    else setNotice({ kind: "failed", text: t("account.family.limitReached") });
  };

  return (
    <section className="family" aria-labelledby="family-title">
      <div className="family__header">
        <div>
          <h1 id="family-title">{t("account.family.title")}</h1>
          <p className="family__count">{t("account.family.count", { count: students.length, max: ACCOUNT_LIMITS.maxStudents })}</p>
        </div>
        <button type="button" className="button button--primary" onClick={openAdd}>
          {t("account.family.add")}
        </button>
      </div>
      <ActionNotice notice={notice} />
      <ul className="family__list" aria-label={t("account.family.studentsLabel")}>
        {students.map((student) => {
          const name = shownStudentName(t, student, easternNameOrder);
          const current = student.uid === currentUid;
          return (
            <StudentCard
              key={student.uid}
              student={student}
              name={name}
              current={current}
              actions={
                <>
                  {!current && (
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={switching !== null}
                      aria-label={t("account.family.switchTo", { name })}
                      onClick={() => void switchToStudent(student.uid, name)}
                    >
                      {switching === student.uid ? t("account.family.switching") : t("account.family.switch")}
                    </button>
                  )}
                  <Link
                    className="button"
                    to={`/my-account/edit-student/${encodeURIComponent(student.uid)}`}
                    aria-label={t("account.family.editLabel", { name })}
                  >
                    {t("account.family.edit")}
                  </Link>
                  {!current && (
                    <button
                      type="button"
                      className="button"
                      aria-label={t("account.family.removeLabel", { name })}
                      onClick={() => {
                        setNotice(null);
                        setRemoving({ uid: student.uid, name });
                      }}
                    >
                      {t("account.family.remove")}
                    </button>
                  )}
                </>
              }
            />
          );
        })}
      </ul>
      <Dialog open={adding} title={t("account.family.addTitle")} onClose={() => setAdding(false)}>
        {adding && (
          <AddStudentForm
            studentCount={students.length}
            onAdded={() => {
              setAdding(false);
              setNotice({ kind: "done", text: t("account.family.added") });
            }}
            actions={
              <button type="button" className="button" onClick={() => setAdding(false)}>
                {t("account.removal.cancel")}
              </button>
            }
          />
        )}
      </Dialog>
      <RemoveStudentDialog
        student={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(student) => {
          setRemoving(null);
          setNotice({ kind: "done", text: t("account.removal.removed", { name: student.name }) });
        }}
      />
      <CompleteStudentInfoDialog open={completing} onClose={() => setCompleting(false)} />
    </section>
  );
}
