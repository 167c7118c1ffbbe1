import { Link, useNavigate, useRevalidator } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { telHref } from "../../../../rules/phone-link.js";
import { screenBuilt } from "../../../../rules/screens.js";
import { Dialog } from "../../../../ui/Dialog.js";
import { DialogActions } from "../../../../ui/DialogActions.js";
import { CompleteStudentInfoDialog } from "../../account/family/CompleteStudentInfoDialog.js";
import { useStartEvaluation } from "../../evaluation/entrance/use-start-evaluation.js";
import { useShell } from "../../shell/use-shell.js";
import { usePathFamily } from "../use-path-family.js";
import type { EnrolStep } from "./enrol-steps.js";
import { courseListPath, type PathFamily } from "../../../../rules/catalogue/product-paths.js";
import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";

/** Where 604 sends the parent (SPEC §8): the page's course list once this build has it, the shop's home until then. */
const otherCoursesPath = (family: PathFamily) => (screenBuilt("courseList") ? courseListPath(family) : "/courses");

interface MessageDialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Other buttons than a single OK that closes. */
  actions?: ReactNode;
}

function MessageDialog({ title, onClose, children, actions }: MessageDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open title={title} width={500} onClose={onClose}>
      {children}
      {actions ?? (
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            {t("courseDetail.signUp.ok")}
          </button>
        </div>
      )}
    </Dialog>
  );
}

/** The school's customer service: its phone (a tel: link) and e-mail. */
function SiteContact() {
  const { t } = useTranslation();
  const { contact } = useShell().site;
  return (
    <dl className="detail-contact">
      <div>
        <dt>{t("courseDetail.signUp.reserve.phone")}</dt>
        <dd>
          <a href={telHref(contact.phone)}>{contact.phone}</a>
        </dd>
      </div>
      <div>
        <dt>{t("courseDetail.signUp.reserve.email")}</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
      </div>
    </dl>
  );
}

/** The course's subject and grades, which the entrance test falls back on (SPEC §5). */
export type EntranceCourse = Pick<NonNullable<CourseCard["spec"]>, "subjectId" | "gradeList">;

interface EntranceDialogProps {
  entrance: Extract<EnrolStep, { kind: "entrance" }>["entrance"];
  studentId: string | null;
  course: EntranceCourse | null;
  onClose(): void;
}

/**
 * Sign-up status 1 (SPEC §4): the class asks for the entrance test first, with the attempts left and a button that
 * opens it for the student being enrolled, at the student's grade, else the course's first; 'no examId' (SPEC §8)
 * when no test places the student, with the school's contact.
 */
function EntranceDialog({ entrance, studentId, course, onClose }: EntranceDialogProps) {
  const { t } = useTranslation();
  const { user } = useShell();
  const { start, busy, failure } = useStartEvaluation(t("login.errors.failed"));
  const takeTest = () => {
    if (!studentId) return;
    const ownGrade = studentId === user?.uid ? user.gradeId : null;
    void start({ studentId, gradeId: ownGrade, fallbackGradeId: course?.gradeList[0]?.id ?? null, subjectId: course?.subjectId }).then((opened) => opened && onClose());
  };
  return (
    <MessageDialog
      title={t("courseDetail.signUp.entrance.title")}
      onClose={onClose}
      actions={
        entrance.kind === "noExam" ? undefined : (
          <DialogActions
            cancelLabel={t("courseDetail.signUp.cancel")}
            onCancel={onClose}
            confirmLabel={t("courseDetail.signUp.entrance.start")}
            onConfirm={takeTest}
            confirmDisabled={busy || !studentId}
            failure={failure}
          />
        )
      }
    >
      {entrance.kind === "noExam" ? (
        <>
          <p role="alert">{t("courseDetail.signUp.entrance.noExam")}</p>
          <SiteContact />
        </>
      ) : (
        <>
          <p>{t("courseDetail.signUp.entrance.body")}</p>
          <p>{t("courseDetail.signUp.entrance.leftChance", { count: entrance.leftChance })}</p>
        </>
      )}
    </MessageDialog>
  );
}

interface Props {
  step: EnrolStep | null;
  /** The student the check was for. */
  studentId: string | null;
  onClose(): void;
  /** After the reminder (status 3): on to the checkout, as if the check had passed. */
  onContinue(): void;
  /** Once the student's details are complete (status 6): check again. */
  onRecheck(): void;
  /** The course enrolled in, for the entrance test's subject and fallback grade (status 1). */
  course?: EntranceCourse | null;
}

/** The dialog each answer of the sign-up check opens (SPEC §4 sign-up eligibility; 1014 and 604 as §8 says). */
export function EnrolDialogs({ step, studentId, onClose, onContinue, onRecheck, course = null }: Props) {
  const { t } = useTranslation();
  const { user } = useShell();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const family = usePathFamily();
  if (!step) return null;
  switch (step.kind) {
    case "entrance":
      return <EntranceDialog entrance={step.entrance} studentId={studentId} course={course} onClose={onClose} />;
    case "blocked":
      return (
        <MessageDialog title={t("courseDetail.signUp.blocked.title")} onClose={onClose}>
          <p>{step.message || t("courseDetail.signUp.blocked.fallback")}</p>
        </MessageDialog>
      );
    case "reminder":
      return (
        <MessageDialog
          title={t("courseDetail.signUp.reminder.title")}
          onClose={onClose}
          actions={
            <DialogActions
              cancelLabel={t("courseDetail.signUp.cancel")}
              onCancel={onClose}
              confirmLabel={t("courseDetail.signUp.continue")}
              onConfirm={onContinue}
            />
          }
        >
          <p>{step.message}</p>
        </MessageDialog>
      );
    case "completeInfo":
      // The shell's dialog edits the signed-in student; another student of the family is edited on their page.
      return studentId === user?.uid ? (
        <CompleteStudentInfoDialog open onClose={onClose} onSaved={onRecheck} />
      ) : (
        <MessageDialog title={t("courseDetail.signUp.completeInfo.title")} onClose={onClose}>
          <p>{t("courseDetail.signUp.completeInfo.body")}</p>
          <p>
            <Link to={`/my-account/edit-student/${encodeURIComponent(studentId ?? "")}`}>{t("courseDetail.signUp.completeInfo.link")}</Link>
          </p>
        </MessageDialog>
      );
    case "autoPay": {
      const refresh = () => {
        onClose();
        revalidate();
      };
      return (
        <MessageDialog title={t("courseDetail.signUp.autoPay.title")} onClose={refresh}>
          <p>{step.message || t("courseDetail.signUp.autoPay.fallback")}</p>
        </MessageDialog>
      );
    }
    case "notAvailable": {
      const leave = () => {
        onClose();
        void navigate(otherCoursesPath(family));
      };
      return (
        <MessageDialog
          title={t("courseDetail.signUp.notAvailable.title")}
          onClose={leave}
          actions={
            <div className="dialog__actions">
              <button type="button" className="button button--primary" onClick={leave}>
                {t("courseDetail.signUp.notAvailable.action")}
              </button>
            </div>
          }
        >
          <p>{step.message || t("courseDetail.signUp.notAvailable.fallback")}</p>
        </MessageDialog>
      );
    }
    case "error":
      return (
        <MessageDialog title={t("courseDetail.signUp.error.title")} onClose={onClose}>
          <p role="alert">{step.message || t("courseDetail.signUp.failed")}</p>
        </MessageDialog>
      );
    case "checkout":
    case "bindEmail":
    case "bindPhone":
      // The order-create screen and the shell's bind dialogs show these (use-enrol.ts).
      return null;
  }
}
