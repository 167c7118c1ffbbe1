import { BindDialogs } from "./bind/BindDialogs.js";
import { LoginDialog } from "./login/LoginDialog.js";
import { SessionExpiredDialog } from "./SessionExpiredDialog.js";

/** The account dialogs any page may open through their stores: login (and what follows a login), binding, session expired. */
export function AccountDialogs() {
  return (
    <>
      <LoginDialog />
      <BindDialogs />
      <SessionExpiredDialog />
    </>
  );
}
