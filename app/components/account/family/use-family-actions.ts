import { useRevalidator } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../../api/site-api-context.js";
import type { RequestOf } from "../../../../schemas/api/contract.js";
import { canAddStudent } from "../../../lib/account/student-rules.js";
import { failureMessage } from "../bind/failure-message.js";

/** What an action ended with: done, or the message to show. */
export type ActionResult = { ok: true } | { ok: false; message: string };

type NewStudent = Omit<RequestOf<"addNewStudent">, "sourceCode" | "mediaCode">;

/** Switching to a student and adding one (SPEC §8 messages); each reloads the page's data when done. */
export function useFamilyActions() {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const revalidator = useRevalidator();

  /** The server sets the new login cookie from the answer; an answer without a token is a failure. */
  async function switchTo(targetUid: string): Promise<ActionResult> {
    const fallback = t("account.family.switchFailed");
    try {
      const session = await api.call("switchAccount", { targetUid }, call);
      if (!session.unifiedAccessToken) return { ok: false, message: fallback };
      revalidator.revalidate();
      return { ok: true };
    } catch (failure) {
      return { ok: false, message: failureMessage(failure, fallback) };
    }
  }

  /** A sibling joins the family, refused at 6 students before asking the server (SPEC §5). */
  async function addStudent(student: NewStudent, studentCount: number): Promise<ActionResult> {
    if (!canAddStudent(studentCount)) return { ok: false, message: t("account.family.limitReached") };
    try {
      await api.call("addNewStudent", { ...student, sourceCode: "sibling", mediaCode: "sibling" }, call);
      revalidator.revalidate();
      return { ok: true };
    } catch (failure) {
      return { ok: false, message: failureMessage(failure, t("account.family.addFailed")) };
    }
  }

  return { switchTo, addStudent };
}
