import { useNavigate } from "@remix-run/react";
import { useCallback, useState } from "react";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { enrolTarget } from "../../../../rules/catalogue/subject-route.js";
import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";
import { useLoginDialog } from "../../../lib/account/login-dialog.js";
import { useBindDialog } from "../../account/bind/bind-dialog-store.js";
import { failureMessage, isSessionLost } from "../../account/bind/failure-message.js";
import { orderCreatePath } from "../../checkout/checkout-paths.js";
import { useShell } from "../../shell/use-shell.js";
import { usePathFamily } from "../use-path-family.js";
import { enrolStep, type EnrolStep } from "./enrol-steps.js";

interface Options {
  card: CourseCard;
  /** The student who enrols; null for a visitor. */
  studentId: string | null;
  /** The class button allows it now (rules/catalogue/class-button.ts). */
  canEnrol: boolean;
  /** The page came from the unpaid list: the order is made that way (SPEC §4 order create way 2). */
  fromUnpaidList: boolean;
}

/**
 * The enrol button's flow: on the US site a class of another subject than math leads to the 1-to-1
 * assessment (SPEC §4); a visitor is asked to log in (REGISTRATION_COURSE, SPEC §6); a parent's student goes
 * through the sign-up check, whose answer becomes the step the page shows. Status 0 goes on to the order-create
 * screen of the page's address family for that student. Bind e-mail and bind phone open the shell's bind
 * dialogs, and once bound the check runs again.
 */
export function useEnrol({ card, studentId, canEnrol, fromUnpaidList }: Options) {
  const { site } = useShell();
  const navigate = useNavigate();
  const family = usePathFamily();
  const { api, call } = useSiteApi();
  const openLogin = useLoginDialog((state) => state.openLogin);
  const openBindEmail = useBindDialog((state) => state.openBindEmail);
  const openBindContact = useBindDialog((state) => state.openBindContact);
  const [step, setStep] = useState<EnrolStep | null>(null);
  const [busy, setBusy] = useState(false);

  /** On to the order-create screen (after the check passed, or the parent read its reminder). */
  const checkout = useCallback(() => {
    if (studentId) void navigate(orderCreatePath(card.id, family, { studentId, fromUnpaidList }));
  }, [card.id, family, fromUnpaidList, navigate, studentId]);

  const enrol = useCallback(
    async function run(): Promise<void> {
      if (!canEnrol) return;
      const assessment = card.spec && enrolTarget({ locale: site.locale, subjectId: card.spec.subjectId });
      if (assessment) return void navigate(assessment);
      if (!studentId) return openLogin({ triggerSource: "REGISTRATION_COURSE" });
      setBusy(true);
      try {
        const next = enrolStep(await api.call("querySignUpCheckV2", { skuId: card.id, studentId }, call));
        const onBound = () => void run();
        if (next.kind === "checkout") checkout();
        else if (next.kind === "bindEmail") openBindEmail({ onBound });
        else if (next.kind === "bindPhone") openBindContact({ onBound });
        else setStep(next);
      } catch (failure) {
        // Code 9: the shell says the session has expired; anything else is the check's own failure.
        if (!isSessionLost(failure)) setStep({ kind: "error", message: failureMessage(failure, "") });
      } finally {
        setBusy(false);
      }
    },
    [api, call, canEnrol, card.id, card.spec, checkout, navigate, openBindContact, openBindEmail, openLogin, site.locale, studentId],
  );

  return { step, setStep, busy, enrol, checkout };
}
