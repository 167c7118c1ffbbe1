import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { PLACEHOLDER_IMAGE, SafeImage } from "../../../../ui/SafeImage.js";
import { familyStudents } from "../../../lib/account/student-names.js";
import { canAddStudent } from "../../../lib/account/student-rules.js";
import { Dialog } from "../../../../ui/Dialog.js";
import { failureMessage } from "../bind/failure-message.js";
import { AddStudentForm } from "./AddStudentForm.js";
import { loadFamilyView, shownStudentName, type FamilyView } from "./family-data.js";
import { useFamilyActions } from "./use-family-actions.js";

type Loaded = { kind: "loading" } | { kind: "loaded"; view: FamilyView } | { kind: "failed"; message: string };

/**
 * SPEC §2 Dialogs, switch student: the family's students to act as, and (below 6 students) an add step.
 * Any screen can open it; it loads the family itself.
 */
export function SwitchStudentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<"switch" | "add">("switch");
  const close = () => {
    setStep("switch");
    onClose();
  };
  return (
    <Dialog open={open} title={t(step === "switch" ? "account.switchDialog.title" : "account.family.addTitle")} onClose={close}>
      {open && <SwitchSteps step={step} onStep={setStep} onClose={close} />}
    </Dialog>
  );
}

function SwitchSteps({ step, onStep, onClose }: { step: "switch" | "add"; onStep: (step: "switch" | "add") => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const { switchTo } = useFamilyActions();
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [reloads, setReloads] = useState(0);
  const [switching, setSwitching] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    loadFamilyView(api, call).then(
      (view) => current && setLoaded({ kind: "loaded", view }),
      (error: unknown) => current && setLoaded({ kind: "failed", message: failureMessage(error, t("account.family.loadFailed")) }),
    );
    return () => {
      current = false;
    };
  }, [api, call, t, reloads]);

  if (loaded.kind === "loading") return <p role="status">{t("account.family.loading")}</p>;
  if (loaded.kind === "failed")
    return (
      <p className="account-form__failure" role="alert">
        {loaded.message}
      </p>
    );

  const { family, easternNameOrder } = loaded.view;
  const students = familyStudents(family);

  if (step === "add")
    return (
      <AddStudentForm
        studentCount={students.length}
        onAdded={() => {
          setReloads((count) => count + 1);
          onStep("switch");
        }}
        actions={
          <button type="button" className="button" onClick={() => onStep("switch")}>
            {t("account.switchDialog.back")}
          </button>
        }
      />
    );

  const choose = async (uid: string) => {
    setSwitching(uid);
    setFailure(null);
    const result = await switchTo(uid);
    setSwitching(null);
    if (result.ok) onClose();
    else setFailure(result.message);
  };

  return (
    <>
      <ul className="student-switch__list">
        {students.map((student) => {
          const name = shownStudentName(t, student, easternNameOrder);
          const current = student.uid === family.currentAccount.uid;
          return (
            <li key={student.uid} className="student-switch__item">
              <SafeImage className="student-card__avatar" src={student.avatar || PLACEHOLDER_IMAGE} alt="" width={44} height={44} />
              <span className="student-switch__name">{name}</span>
              {current ? (
                <span className="student-card__tag">{t("account.switchDialog.currentMark")}</span>
              ) : (
                <button
                  type="button"
                  className="button"
                  disabled={switching !== null}
                  aria-label={t("account.family.switchTo", { name })}
                  onClick={() => void choose(student.uid)}
                >
                  {switching === student.uid ? t("account.family.switching") : t("account.family.switch")}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
      {canAddStudent(students.length) && (
        <button type="button" className="button button--primary" onClick={() => onStep("add")}>
          {t("account.family.add")}
        </button>
      )}
    </>
  );
}
