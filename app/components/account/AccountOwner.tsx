import { useTranslation } from "react-i18next";
import type { Student } from "../../../schemas/api/calls/accounts.js";
import { studentDisplayName } from "../../lib/account/student-names.js";
import { useUser } from "../../lib/account/use-user.js";
import { useShell } from "../shell/use-shell.js";

/**
 * Whose details an account screen shows: the student's name and whether it is the account signed in or
 * another child of the family. The parent is never shown under a child's name.
 */
export function AccountOwner({ student }: { student: Pick<Student, "uid" | "nickName" | "firstName" | "lastName"> }) {
  const { t } = useTranslation();
  const user = useUser();
  const { site } = useShell();
  const name = studentDisplayName(student, site.features.easternNameOrderEnabled) || t("account.owner.unnamed");
  return (
    <p className="account-owner">
      <span className="account-owner__name">{name}</span>
      <span className="account-owner__role">{t(user?.uid === student.uid ? "account.owner.signedIn" : "account.owner.family")}</span>
    </p>
  );
}
