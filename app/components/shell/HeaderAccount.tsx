import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { LoginMode, useLoginDialog } from "../../lib/account/login-dialog.js";
import { useUser } from "../../lib/account/use-user.js";

// A visitor never loads the menu's code. A signed-in parent's page shows the menu the server rendered while
// it loads (React hydrates it then), so nothing moves or flashes.
const loadAccountMenu = () => import("./AccountMenu.js");
const AccountMenu = lazy(() => loadAccountMenu().then((loaded) => ({ default: loaded.AccountMenu })));

/** The header's account actions: a visitor gets sign-in, a signed-in parent the user menu (SPEC §2 Header, §6). */
export function HeaderAccount() {
  const { t } = useTranslation();
  const user = useUser();
  const signedIn = Boolean(user);
  // A visitor who opens the sign-in window may be a parent in a moment: the menu's code comes meanwhile, so the
  // header does not stand empty once they are signed in.
  useEffect(() => {
    if (signedIn) return;
    return useLoginDialog.subscribe((state) => {
      if (state.open) void loadAccountMenu();
    });
  }, [signedIn]);
  if (!user)
    return (
      <button
        type="button"
        className="header-account__sign-in"
        onClick={() => useLoginDialog.getState().openLogin({ mode: LoginMode.signIn })}
      >
        {t("shell.account.signIn")}
      </button>
    );
  return (
    <Suspense fallback={null}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
