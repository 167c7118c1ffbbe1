import { useLoginDialog } from "../../../lib/account/login-dialog.js";
import { DiagnosisDialog } from "../../placement/DiagnosisDialog.js";
import { LoginWindow } from "./LoginWindow.js";
import { providerIdToken, type IdTokenSource } from "./third-party.js";
import { UnpaidReminderDialog } from "./UnpaidReminderDialog.js";
import { useAfterLogin } from "./use-after-login.js";

interface Props {
  /** Where third-party ID tokens come from: the providers' own scripts, loaded when the dialog shows their buttons (third-party-sdk.ts). */
  idTokenFor?: IdTokenSource | undefined;
}

/**
 * The login window while the dialog is open, and what follows a login once it has closed (SPEC §4): stays
 * mounted after the first opening, so the after-login action, the unpaid reminder and the diagnosis appointment
 * dialog (opened after a login an appointment asked for) outlive the window, and none of them loads with a page.
 */
export function LoginSession({ idTokenFor = providerIdToken }: Props) {
  const open = useLoginDialog((state) => state.open);
  const request = useLoginDialog((state) => state.request);
  const close = useLoginDialog((state) => state.close);
  const afterLogin = useAfterLogin();
  return (
    <>
      {open && (
        <LoginWindow
          request={request}
          idTokenFor={idTokenFor}
          onClose={close}
          onLoggedIn={(uid) => {
            close();
            void afterLogin.run(uid, request);
          }}
        />
      )}
      {afterLogin.reminder && <UnpaidReminderDialog {...afterLogin.reminder} onClose={afterLogin.dismissReminder} />}
      <DiagnosisDialog />
    </>
  );
}
