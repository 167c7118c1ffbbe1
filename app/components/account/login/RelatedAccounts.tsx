import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { relatedAccountLabel, type RelatedAccount } from "./login-flow.js";
import { SafeImage } from "../../../../ui/SafeImage.js";

interface Props {
  /** The contact the visitor entered in step 1, as read on screen. */
  entered: string;
  accounts: readonly RelatedAccount[];
  choice: number | null;
  /** No account chosen when the code was asked for. */
  noChoice: boolean;
  busy: boolean;
  onChoose: (index: number) => void;
  onCreateNew: () => void;
  /** The send button, or the code box once a code went to the chosen account. */
  children: ReactNode;
}

/** Step 2: the existing accounts related to the entered contact, or a new account (SPEC §2, §5). */
export function RelatedAccounts({ entered, accounts, choice, noChoice, busy, onChoose, onCreateNew, children }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="login-related">
      <fieldset className="login-related__accounts" aria-describedby={noChoice ? `${id}-error` : undefined}>
        <legend className="login-related__legend">{t("login.related.intro", { contact: entered })}</legend>
        {accounts.map((account, index) => (
          <label key={index} className="login-related__account">
            <input
              type="radio"
              name={`${id}-account`}
              className="login-related__radio"
              checked={choice === index}
              autoFocus={index === 0}
              disabled={busy}
              onChange={() => onChoose(index)}
            />
            <SafeImage className="login-related__avatar" src={account.avatar} alt="" width={40} height={40} />
            <span className="login-related__label">{relatedAccountLabel(account)}</span>
          </label>
        ))}
      </fieldset>
      {noChoice && (
        <p className="account-form__error" id={`${id}-error`} role="alert">
          {t("login.related.noSelection")}
        </p>
      )}
      {children}
      <button type="button" className="login-link login-related__create" disabled={busy} onClick={onCreateNew}>
        {t("login.related.createNew", { contact: entered })}
      </button>
    </div>
  );
}
