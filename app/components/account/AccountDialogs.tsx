import { DiagnosisDialog } from "../placement/DiagnosisDialog.js";
import { BindDialogs } from "./bind/BindDialogs.js";
import { LoginDialog } from "./login/LoginDialog.js";
import { SessionExpiredDialog } from "./SessionExpiredDialog.js";

/** The account dialogs any page may open through their stores or events: login, binding, session expired, diagnosis appointment. */
export function AccountDialogs() {
  return (
    <>
      <LoginDialog />
      <BindDialogs />
      <SessionExpiredDialog />
      <DiagnosisDialog />
    </>
  );
}
