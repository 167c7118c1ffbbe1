import { useTranslation } from "react-i18next";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { shownEmail, shownPhone } from "../../../../rules/contact-masks.js";

interface Props {
  account: ResponseOf<"modifyUserInfoByCode">;
  onSignIn: () => void;
}

/** Step 4: the updated account's mobile and e-mail, and the way to sign in to it (SPEC §2). */
export function AccountUpdated({ account, onSignIn }: Props) {
  const { t } = useTranslation();
  const none = t("login.updated.none");
  return (
    <div className="login-updated" role="status">
      <p className="login-updated__title">{t("login.updated.title")}</p>
      <dl className="login-updated__contacts">
        <dt>{t("login.updated.mobile")}</dt>
        <dd>{shownPhone(account.phone, account.countryCallingCode) ?? none}</dd>
        <dt>{t("login.updated.email")}</dt>
        <dd>{shownEmail(account.email) ?? none}</dd>
      </dl>
      <button type="button" className="button button--primary login-form__submit" autoFocus onClick={onSignIn}>
        {t("login.updated.signIn")}
      </button>
    </div>
  );
}
