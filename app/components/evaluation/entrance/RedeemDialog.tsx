import { Link } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ErrorCode, isApiError } from "../../../../api/errors.js";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { telHref } from "../../../../rules/phone-link.js";
import { QUALIFICATION_CODE_MAX } from "../../../../schemas/api/calls/evaluations.js";
import { Dialog } from "../../../../ui/Dialog.js";
import { DialogActions } from "../../../../ui/DialogActions.js";
import { Field } from "../../../../ui/Field.js";
import { useLoginDialog } from "../../../lib/account/login-dialog.js";
import { failureMessage, isSessionLost } from "../../account/bind/failure-message.js";
import { useShell } from "../../shell/use-shell.js";
import { qualificationCodeProblem, redeemFailure, redeemStatus, type RedeemFailure, type RedeemResult } from "./redeem-status.js";

/** The family's child the code is redeemed for, with the name the page shows. */
export interface RedeemStudent {
  uid: string;
  name: string;
}

interface Props {
  open: boolean;
  student: RedeemStudent;
  onClose(): void;
}

/** What the dialog shows: the input (0), a redeemed code's level (1 now, 2 before), or why it was refused (-1). */
type Shown = { status: 0 } | { status: 1 | 2; result: RedeemResult; code: string } | { status: -1; failure: RedeemFailure };

/** Where the classes a redeemed code recommends are listed (SPEC §2 /test/recommended-classes/{redeem}). */
export const recommendedClassesPath = (code: string) => `/test/recommended-classes/${encodeURIComponent(code)}`;

/**
 * The qualification code redeem dialog (SPEC §2 Dialogs, §4 statuses 0, 1, 2, -1; §5 the code; §8 redeem failures):
 * a code a teacher handed out places the child at a level; the result names the level, subject and grades with the
 * classes it recommends, a refusal says why with the school's phone and e-mail.
 */
export function RedeemDialog({ open, student, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={t("evaluation.redeem.title")} width={480} onClose={onClose}>
      {open && <RedeemContent key={student.uid} student={student} onClose={onClose} />}
    </Dialog>
  );
}

function RedeemContent({ student, onClose }: Omit<Props, "open">) {
  const [shown, setShown] = useState<Shown>({ status: 0 });
  switch (shown.status) {
    case 0:
      return <CodeForm student={student} onClose={onClose} onAnswered={setShown} />;
    case 1:
    case 2:
      return <RedeemedLevel shown={shown} student={student} onClose={onClose} />;
    case -1:
      return <Refusal failure={shown.failure} onClose={onClose} onRetry={() => setShown({ status: 0 })} />;
  }
}

function CodeForm({ student, onClose, onAnswered }: Omit<Props, "open"> & { onAnswered(shown: Shown): void }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const openLogin = useLoginDialog((state) => state.openLogin);
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<"required" | "tooLong" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    setCode(trimmed);
    const found = qualificationCodeProblem(trimmed);
    setProblem(found);
    if (found || busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const answer = await api.call("applyEvaluationRedeem", { code: trimmed, uid: student.uid }, call);
      onAnswered({ status: redeemStatus({ answer }) === 2 ? 2 : 1, result: answer, code: trimmed });
    } catch (error) {
      if (isSessionLost(error)) {
        onClose();
        openLogin();
        return;
      }
      const errorCode = isApiError(error) ? error.code : ErrorCode.SYSTEM_ERROR;
      if (redeemStatus({ errorCode }) === -1) onAnswered({ status: -1, failure: redeemFailure(errorCode) });
      else setNotice(isApiError(error) && error.isNetworkError ? t("shell.offline.message") : failureMessage(error, t("evaluation.redeem.failed")));
    } finally {
      setBusy(false);
    }
  };

  const problemText = problem && t(`evaluation.redeem.code.${problem}`, { max: QUALIFICATION_CODE_MAX });
  return (
    <form className="account-form redeem-dialog" noValidate onSubmit={(event) => void submit(event)}>
      <p>{t("evaluation.redeem.intro", { name: student.name })}</p>
      <Field label={t("evaluation.redeem.code.label")} error={problemText}>
        {(control) => (
          <input
            {...control}
            className="form__input"
            type="text"
            name="code"
            value={code}
            maxLength={QUALIFICATION_CODE_MAX}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            onChange={(event) => {
              setCode(event.target.value);
              setProblem(null);
            }}
            onBlur={() => setCode((value) => value.trim())}
          />
        )}
      </Field>
      <DialogActions
        cancelLabel={t("evaluation.redeem.cancel")}
        onCancel={onClose}
        confirmLabel={busy ? t("evaluation.redeem.submitting") : t("evaluation.redeem.submit")}
        confirmDisabled={busy}
        failure={notice}
      />
    </form>
  );
}

function RedeemedLevel({ shown, student, onClose }: { shown: Extract<Shown, { status: 1 | 2 }>; student: RedeemStudent; onClose(): void }) {
  const { t } = useTranslation();
  const { result, code } = shown;
  return (
    <div className="redeem-dialog">
      <p className="redeem-dialog__headline" role="status">
        {shown.status === 1 ? t("evaluation.redeem.redeemed", { name: student.name }) : t("evaluation.redeem.alreadyRedeemed", { name: student.name })}
      </p>
      <dl className="redeem-dialog__facts">
        <div>
          <dt>{t("evaluation.redeem.level")}</dt>
          <dd>{result.levelDegreeName}</dd>
        </div>
        <div>
          <dt>{t("evaluation.redeem.subject")}</dt>
          <dd>{result.subjectName}</dd>
        </div>
        <div>
          <dt>{t("evaluation.redeem.grades")}</dt>
          <dd>{result.gradeList.map((grade) => grade.gradeName).join(", ")}</dd>
        </div>
      </dl>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {t("evaluation.redeem.close")}
        </button>
        <Link className="button button--primary" to={recommendedClassesPath(code)}>
          {t("evaluation.redeem.recommended")}
        </Link>
      </div>
    </div>
  );
}

function Refusal({ failure, onClose, onRetry }: { failure: RedeemFailure; onClose(): void; onRetry(): void }) {
  const { t } = useTranslation();
  const { contact } = useShell().site;
  return (
    <div className="redeem-dialog">
      <p className="redeem-dialog__failure" role="alert">
        {t(`evaluation.redeem.failure.${failure}`)}
      </p>
      <p>{t("evaluation.redeem.contact")}</p>
      <dl className="redeem-dialog__contact">
        <div>
          <dt>{t("evaluation.redeem.phone")}</dt>
          <dd>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t("evaluation.redeem.email")}</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
      </dl>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {t("evaluation.redeem.close")}
        </button>
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t("evaluation.redeem.tryAgain")}
        </button>
      </div>
    </div>
  );
}
