import { useTranslation } from "react-i18next";

interface Props {
  /** The chosen account, as its masked contacts read. */
  account: string;
  /** The contact entered in step 1. */
  entered: string;
  busy: boolean;
  onAnswer: (update: boolean) => void;
}

/** Step 3: move the chosen account to the entered contact, or sign in to it as it is (SPEC §4). */
export function UpdateOffer({ account, entered, busy, onAnswer }: Props) {
  const { t } = useTranslation();
  return (
    <div className="login-update">
      <p className="login-update__question">{t("login.update.question", { account, contact: entered })}</p>
      <div className="login-update__actions">
        <button type="button" className="button button--primary" disabled={busy} autoFocus onClick={() => onAnswer(true)}>
          {t("login.update.yes")}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => onAnswer(false)}>
          {t("login.update.no")}
        </button>
      </div>
    </div>
  );
}
