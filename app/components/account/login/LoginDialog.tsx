import { lazy, Suspense } from "react";
import { useLoginDialog } from "../../../lib/account/login-dialog.js";
import { providerIdToken, type IdTokenSource } from "./third-party.js";
import { UnpaidReminderDialog } from "./UnpaidReminderDialog.js";
import { useAfterLogin } from "./use-after-login.js";

// The dialog's code loads when it first opens, not with every page.
const LoginWindow = lazy(() => import("./LoginWindow.js").then((loaded) => ({ default: loaded.LoginWindow })));

interface Props {
  /** Where third-party ID tokens come from; the site loads no provider SDK yet (see third-party.ts). */
  idTokenFor?: IdTokenSource;
}

/**
 * The one login dialog, opened from anywhere with `useLoginDialog.getState().openLogin(...)`. Each
 * opening starts afresh; after a login it closes and the after-login action follows (SPEC §4).
 */
export function LoginDialog({ idTokenFor = providerIdToken }: Props) {
  const open = useLoginDialog((state) => state.open);
  const request = useLoginDialog((state) => state.request);
  const close = useLoginDialog((state) => state.close);
  const afterLogin = useAfterLogin();
  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <LoginWindow
          request={request}
          idTokenFor={idTokenFor}
          onClose={close}
          onLoggedIn={(uid) => {
            close();
            void afterLogin.run(uid, request);
          }}
          />
        </Suspense>
      )}
      {afterLogin.reminder && <UnpaidReminderDialog {...afterLogin.reminder} onClose={afterLogin.dismissReminder} />}
    </>
  );
}
