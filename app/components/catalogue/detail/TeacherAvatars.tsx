import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { teacherAvatarLayout } from "../../../../rules/catalogue/teacher-avatars.js";
import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";
import { SafeImage } from "../../../../ui/SafeImage.js";

type Teacher = NonNullable<CourseCard["spec"]>["teacherList"][number];

const AVATAR_SIZE = 48;

/**
 * A class's teachers or tutors as SPEC §9 shows them: up to 2 with names; more with avatars only (the first 6)
 * and a more marker from 5. Each leads to the teacher's page.
 */
export function TeacherAvatars({ title, people }: { title: string; people: readonly Teacher[] }) {
  const { t } = useTranslation();
  if (people.length === 0) return null;
  const { showNames, shown, moreMarker } = teacherAvatarLayout(people);
  return (
    <section className="detail-section" aria-label={title}>
      <h2 className="detail-section__title">{title}</h2>
      <ul className={`detail-teachers${showNames ? "" : " detail-teachers--avatars"}`}>
        {shown.map((person) => (
          <li key={`${person.identityType}-${person.id}`}>
            <Link to={`/teachers/detail/${person.id}`} className="detail-teachers__link" title={showNames ? undefined : person.name}>
              <SafeImage
                className="detail-teachers__avatar"
                src={person.avatar}
                alt={showNames ? "" : person.name}
                width={AVATAR_SIZE}
                height={AVATAR_SIZE}
              />
              {showNames && <span className="detail-teachers__name">{person.name}</span>}
            </Link>
          </li>
        ))}
        {moreMarker && (
          <li className="detail-teachers__more" aria-label={t("catalogue.card.moreTeachers")}>
            …
          </li>
        )}
      </ul>
    </section>
  );
}
