import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "@remix-run/react";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { removalConfirmation, type RemovalConfirmation } from "../../../lib/account/student-rules.js";
import { Dialog } from "../../../../ui/Dialog.js";
import { DialogActions } from "../../../../ui/DialogActions.js";
import { failureMessage } from "../bind/failure-message.js";

export interface StudentToRemove {
  uid: string;
  name: string;
}

type State =
  | { kind: "checking" }
  | { kind: "confirm"; confirmation: RemovalConfirmation; failure?: string }
  | { kind: "removing"; confirmation: RemovalConfirmation }
  | { kind: "failed"; message: string };

/**
 * A student's removal (SPEC §4): the server's check picks one of four confirmations, shown in a 500 px
 * dialog; the removable ones are unbound once confirmed.
 */
export function RemoveStudentDialog({
  student,
  onClose,
  onRemoved,
}: {
  student: StudentToRemove | null;
  onClose: () => void;
  onRemoved: (student: StudentToRemove) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={student !== null} title={t("account.removal.title")} width={500} onClose={onClose}>
      {student && <RemovalSteps key={student.uid} student={student} onClose={onClose} onRemoved={onRemoved} />}
    </Dialog>
  );
}

function RemovalSteps({
  student,
  onClose,
  onRemoved,
}: {
  student: StudentToRemove;
  onClose: () => void;
  onRemoved: (student: StudentToRemove) => void;
}) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const revalidator = useRevalidator();
  const [state, setState] = useState<State>({ kind: "checking" });

  useEffect(() => {
    let current = true;
    api.call("subAccountChangeCheck", { changeType: 1, studentId: student.uid }, call).then(
      (check) => current && setState({ kind: "confirm", confirmation: removalConfirmation(check) }),
      (failure: unknown) => current && setState({ kind: "failed", message: failureMessage(failure, t("account.removal.failed")) }),
    );
    return () => {
      current = false;
    };
  }, [student, api, call, t]);

  const remove = async (confirmation: RemovalConfirmation) => {
    setState({ kind: "removing", confirmation });
    try {
      await api.call("batchUnbind", { targetUid: [student.uid] }, call);
      revalidator.revalidate();
      onRemoved(student);
    } catch (failure) {
      setState({ kind: "confirm", confirmation, failure: failureMessage(failure, t("account.removal.failed")) });
    }
  };

  const name = student.name;
  let body: ReactNode;
  if (state.kind === "checking") body = <p role="status">{t("account.removal.checking", { name })}</p>;
  else if (state.kind === "failed")
    body = (
      <>
        <p className="account-form__failure" role="alert">
          {state.message}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t("account.removal.ok")}
          </button>
        </div>
      </>
    );
  else {
    const { confirmation } = state;
    const removing = state.kind === "removing";
    const text =
      confirmation.kind === "blocked"
        ? t(confirmation.reason === "enrolled" ? "account.removal.enrolled" : "account.removal.registrationAccount", { name })
        : confirmation.kind === "keepsLogin"
          ? t("account.removal.keepsLogin", { name, contact: confirmation.contact })
          : t("account.removal.losesAccess", { name });
    body = (
      <>
        <p>{text}</p>
        {confirmation.kind === "blocked" ? (
          <div className="dialog__actions">
            <button type="button" className="button button--primary" onClick={onClose}>
              {t("account.removal.ok")}
            </button>
          </div>
        ) : (
          <DialogActions
            cancelLabel={t("account.removal.cancel")}
            onCancel={onClose}
            confirmLabel={removing ? t("account.removal.removing") : t("account.removal.confirm")}
            onConfirm={() => void remove(confirmation)}
            confirmDisabled={removing}
            failure={state.kind === "confirm" ? state.failure : null}
          />
        )}
      </>
    );
  }

  return body;
}
