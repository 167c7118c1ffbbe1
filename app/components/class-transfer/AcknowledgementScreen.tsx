import { Link, useNavigate } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { SCREENS } from "../../../rules/screens.js";
import { classTransferPath, TRANSFER_RULES_PATH } from "./transfer-paths.js";

const POINTS = ["sameCourse", "twice", "blackout", "difference", "unpaid"] as const;

/**
 * /my-class-transfer/order-acknowledgement (SPEC §2 Transfers): the rules in short, which the parent must tick to go on
 * to the transfer of the class named by ?classId= (without one, back to the list of classes).
 */
export function AcknowledgementScreen({ classId, studentId }: { classId: string | null; studentId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [accepted, setAccepted] = useState(false);
  const [problem, setProblem] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(!accepted);
    if (accepted) void navigate(classId ? classTransferPath(classId, studentId) : SCREENS.classTransfer);
  };
  return (
    <section className="class-transfer" aria-labelledby="transfer-acknowledgement-title">
      <h1 id="transfer-acknowledgement-title">{t("classTransfer.acknowledgement.title")}</h1>
      <p className="class-transfer__intro">{t("classTransfer.acknowledgement.intro")}</p>
      <ul className="class-transfer__rules">
        {POINTS.map((point) => (
          <li key={point}>{t(`classTransfer.acknowledgement.points.${point}`)}</li>
        ))}
      </ul>
      <Link to={TRANSFER_RULES_PATH}>{t("classTransfer.acknowledgement.fullRules")}</Link>
      <form className="account-form class-transfer__accept" noValidate onSubmit={submit}>
        <label className="account-form__choice">
          <input
            type="checkbox"
            name="accepted"
            checked={accepted}
            required
            aria-invalid={problem || undefined}
            aria-describedby={problem ? "transfer-accept-error" : undefined}
            onChange={(event) => setAccepted(event.target.checked)}
          />
          {t("classTransfer.acknowledgement.accept")}
        </label>
        {problem && (
          <p className="account-form__error" id="transfer-accept-error" role="alert">
            {t("classTransfer.acknowledgement.required")}
          </p>
        )}
        <div className="class-transfer__actions">
          <button type="submit" className="button button--primary">
            {t("classTransfer.acknowledgement.continue")}
          </button>
          <Link className="button" to={SCREENS.classTransfer}>
            {t("classTransfer.acknowledgement.back")}
          </Link>
        </div>
      </form>
    </section>
  );
}
