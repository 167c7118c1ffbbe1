import { useTranslation } from "react-i18next";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { useUser } from "../../../lib/account/use-user.js";
import { EnrolDialogs } from "./EnrolDialogs.js";
import { EnrolPanel } from "./EnrolPanel.js";
import { CourseFacts } from "./CourseFacts.js";
import { cardSellStatus } from "./live-sale.js";
import { LessonSchedule, Syllabus } from "./LessonSchedule.js";
import { TeacherAvatars } from "./TeacherAvatars.js";
import { useAfterLoginIntent } from "./use-after-login-intent.js";
import { useEnrol } from "./use-enrol.js";
import { useFollow } from "./use-follow.js";
import { useLiveSale } from "./use-live-sale.js";
import { VenueInfo } from "./VenueInfo.js";

export interface CourseDetailProps {
  detail: ResponseOf<"queryCourseDetail">;
  /** When the page's data was answered (ms since epoch). */
  loadedAt: number;
  fromUnpaidList: boolean;
  /** The family's student the link names; the signed-in student otherwise. */
  studentId: string | null;
}

/** /courses/detail/{coursesId}: what the class is, who teaches it, when and where, and how to enrol. */
export function CourseDetail({ detail, loadedAt, fromUnpaidList, studentId: linkedStudentId}: CourseDetailProps) {
  const { t } = useTranslation();
  const user = useUser();
  const { card, lessons, syllabus } = detail;
  const { spec } = card;
  const studentId = user ? (linkedStudentId ?? user.uid) : null;
  const sale = useLiveSale({ skuId: card.id, initial: cardSellStatus(card), loadedAt, fromUnpaidList });
  const { step, setStep, busy, enrol } = useEnrol({ card, studentId, canEnrol: sale.canEnrol });
  const follow = useFollow({ skuId: card.id, studentId, initial: { inWish: card.inWish, alertSet: card.alertSet } });
  useAfterLoginIntent(user !== null, { enrol: () => void enrol(), follow: follow.continueAfterLogin });

  return (
    <article className="course-detail">
      <header className="course-detail__header">
        <h1 className="course-detail__title">{card.title}</h1>
        {card.summary && <p className="course-detail__summary">{card.summary}</p>}
        {spec && <CourseFacts spec={spec} />}
      </header>
      <EnrolPanel card={card} sale={sale} enrolling={busy} onEnrol={() => void enrol()} follow={follow} />
      <div className="course-detail__body">
        {spec && (
          <>
            <TeacherAvatars title={t("courseDetail.teachers.teachers")} people={spec.teacherList} />
            <TeacherAvatars title={t("courseDetail.teachers.tutors")} people={spec.tutorList} />
            <VenueInfo spec={spec} />
          </>
        )}
        <LessonSchedule lessons={lessons} />
        <Syllabus items={syllabus} />
      </div>
      <EnrolDialogs
        step={step}
        courseTitle={card.title}
        studentId={studentId}
        onClose={() => setStep(null)}
        onContinue={() => setStep({ kind: "reserve" })}
        onRecheck={() => void enrol()}
      />
    </article>
  );
}
