import { Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatCardDate } from "../../../rules/regional/dates.js";
import { SCREENS } from "../../../rules/screens.js";
import type { Student } from "../../../schemas/api/calls/accounts.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { studentDisplayName } from "../../lib/account/student-names.js";
import { useShell } from "../shell/use-shell.js";
import { UnpaidClassCard } from "./UnpaidClassCard.js";

export interface UnpaidCoursesScreenProps {
  courses: ResponseOf<"queryUnpaidCourses">;
  renewal: ResponseOf<"getUnpaidInfo">;
  /** The family's students, for the details 'Pay now' may ask to complete. */
  students: readonly Student[];
}

/** /my-unpaid-courses/list (SPEC §2 Learning): the renewal window, then per student each class with instalments still owed. */
export function UnpaidCoursesScreen({ courses, renewal, students }: UnpaidCoursesScreenProps) {
  const { t } = useTranslation();
  const { site, timezone } = useShell();
  const date = (instant: string) => formatCardDate(instant, site, { timezone });
  return (
    <section className="unpaid-list" aria-labelledby="unpaid-list-title">
      <h1 id="unpaid-list-title">{t("unpaid.list.title")}</h1>
      {renewal.startDate && renewal.endDate && <p className="unpaid-list__window">{t("unpaid.list.window", { start: date(renewal.startDate), end: date(renewal.endDate) })}</p>}
      {courses.students.length === 0 ? (
        <div className="unpaid-list__empty">
          <p>{t("unpaid.list.empty")}</p>
          <Link className="button button--primary" to={SCREENS.courseList}>
            {t("unpaid.list.browse")}
          </Link>
        </div>
      ) : (
        courses.students.map((owing) => {
          const student = students.find((candidate) => candidate.uid === owing.uid);
          return student ? <StudentClasses key={owing.uid} owing={owing} student={student} /> : null;
        })
      )}
    </section>
  );
}

function StudentClasses({ owing, student }: { owing: ResponseOf<"queryUnpaidCourses">["students"][number]; student: Student }) {
  const { t } = useTranslation();
  const { site } = useShell();
  const headingId = useId();
  return (
    <section className="unpaid-list__student" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("unpaid.list.student", { name: studentDisplayName(owing, site.features.easternNameOrderEnabled) })}</h2>
      <ul className="unpaid-list__classes">
        {owing.classes.map((owed) => (
          <li key={`${owed.orderId}-${owed.skuId}`}>
            <UnpaidClassCard owed={owed} student={student} />
          </li>
        ))}
      </ul>
    </section>
  );
}
