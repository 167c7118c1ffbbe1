import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { useUser } from "../../lib/account/use-user.js";

/** SPEC §2 Sign-in-required pages: signed out, the page says 'Please log in.' and opens the login dialog. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useUser();
  useEffect(() => {
    if (!user) useLoginDialog.getState().openLogin({ successUrl: window.location.pathname + window.location.search });
  }, [user]);
  if (user) return <>{children}</>;
  return (
    <section className="sign-in-required">
      <p>{t("account.pleaseLogIn")}</p>
      <button type="button" className="button button--primary" onClick={() => useLoginDialog.getState().openLogin()}>
        {t("account.logIn")}
      </button>
    </section>
  );
}
