import { useTranslation } from "react-i18next";
import { SafeImage } from "../../../ui/SafeImage.js";
import type { CourseCard } from "../../../schemas/api/calls/catalogue.js";
import { cardTeachers } from "./card-view.js";

type Spec = NonNullable<CourseCard["spec"]>;

/** A class's teachers and tutors (SPEC §9): up to 2 with names and roles; more as avatars, at most 6, "+" from 5. */
export function TeacherAvatars({ spec }: { spec: Pick<Spec, "teacherList" | "tutorList"> }) {
  const { t } = useTranslation();
  const { showNames, shown, moreMarker } = cardTeachers(spec);
  return (
    <ul className={`teacher-avatars${showNames ? " teacher-avatars--named" : ""}`}>
      {shown.map((teacher) => (
        <li key={`${teacher.identityType}-${teacher.id}`} className="teacher-avatars__person">
          <SafeImage
            className="teacher-avatars__avatar"
            src={teacher.avatar}
            alt={showNames ? "" : teacher.name}
            title={showNames ? undefined : teacher.name}
            width={36}
            height={36}
          />
          {showNames && (
            <span className="teacher-avatars__text">
              <span className="teacher-avatars__name">{teacher.name}</span>
              <span className="teacher-avatars__role">{t(`catalogue.card.role.${teacher.identityType}`)}</span>
            </span>
          )}
        </li>
      ))}
      {moreMarker && (
        <li className="teacher-avatars__more">
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">{t("catalogue.card.moreTeachers")}</span>
        </li>
      )}
    </ul>
  );
}
