import { Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SCREENS } from "../../../rules/screens.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { ClassPlaceLabel, useStudentName } from "./ClassSlot.js";
import { APPLICATION_PATHS, reschedulePath } from "./reschedule-view.js";

type RescheduleClass = ResponseOf<"queryRescheduleClasses">["list"][number];

/** /application-transfer (SPEC §2 Transfers): the students' classes with the reschedules each has left, the records and the rules. */
export function ApplicationsHubScreen({ classes }: { classes: readonly RescheduleClass[] }) {
  const { t } = useTranslation();
  return (
    <section className="applications" aria-labelledby="applications-title">
      <h1 id="applications-title">{t("applications.hub.title")}</h1>
      <p className="applications__intro">{t("applications.hub.intro")}</p>
      <ul className="applications__links">
        <li>
          <Link to={APPLICATION_PATHS.records}>{t("applications.records.title")}</Link>
        </li>
        <li>
          <Link to={APPLICATION_PATHS.rules}>{t("applications.rules.title")}</Link>
        </li>
      </ul>
      <h2>{t("applications.hub.classes")}</h2>
      {classes.length === 0 ? (
        <div className="applications__empty">
          <p>{t("applications.hub.empty")}</p>
          <Link className="button button--primary" to={SCREENS.courseList}>
            {t("applications.hub.browse")}
          </Link>
        </div>
      ) : (
        <ul className="applications__classes">
          {classes.map((place) => (
            <li key={`${place.classId}/${place.student.uid}`}>
              <ClassCard place={place} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ClassCard({ place }: { place: RescheduleClass }) {
  const { t } = useTranslation();
  const studentName = useStudentName();
  const titleId = useId();
  return (
    <article className="applications-class" aria-labelledby={titleId}>
      <h3 id={titleId}>{place.title}</h3>
      <p>{t("reschedule.place.student", { name: studentName(place.student) })}</p>
      <p>
        <ClassPlaceLabel place={place} />
      </p>
      <p className="applications-class__left">{t("reschedule.place.left", { left: place.reschedules.left, limit: place.reschedules.limit })}</p>
      {place.reschedules.left > 0 ? (
        <Link className="button button--primary" to={reschedulePath(APPLICATION_PATHS.hub, place.classId, place.student.uid)}>
          {t("applications.hub.reschedule")}
        </Link>
      ) : (
        <p className="applications-class__none">{t("reschedule.refused.limitReached")}</p>
      )}
    </article>
  );
}
