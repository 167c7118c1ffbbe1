import { useTranslation } from "react-i18next";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { CourseFacts } from "./CourseFacts.js";
import { EnrolFlow } from "./EnrolFlow.js";
import { EntranceNotice } from "./EntranceNotice.js";
import { LessonSchedule, Syllabus } from "./LessonSchedule.js";
import { PracticePlans, type PracticePlansProps } from "./PracticePlans.js";
import { TeacherAvatars } from "./TeacherAvatars.js";
import { VenueInfo } from "./VenueInfo.js";

export interface CourseDetailProps {
  detail: ResponseOf<"queryCourseDetail">;
  /** When the page's data was answered (ms since epoch). */
  loadedAt: number;
  fromUnpaidList: boolean;
  /** The family's student the link names; the signed-in student otherwise. */
  studentId: string | null;
  /** The course's practice plans with their texts; null when it has none. */
  subscriptionPlans?: Omit<PracticePlansProps, "studentId"> | null;
}

/** /courses/detail/{coursesId}: what the class is, who teaches it, when and where, and how to enrol. */
export function CourseDetail({ detail, loadedAt, fromUnpaidList, studentId, subscriptionPlans }: CourseDetailProps) {
  const { t } = useTranslation();
  const { card, lessons, syllabus } = detail;
  const { spec } = card;

  return (
    <article className="course-detail">
      <header className="course-detail__header">
        <h1 className="course-detail__title">{card.title}</h1>
        {card.summary && <p className="course-detail__summary">{card.summary}</p>}
        {spec && <CourseFacts spec={spec} />}
        <EntranceNotice entrance={detail.examEntrance} subjectId={spec?.subjectId ?? null} />
      </header>
      <EnrolFlow card={card} loadedAt={loadedAt} fromUnpaidList={fromUnpaidList} linkedStudentId={studentId} />
      <div className="course-detail__body">
        {subscriptionPlans && <PracticePlans {...subscriptionPlans} studentId={studentId} />}
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
    </article>
  );
}
