import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ViewProps } from "../define.js";
import { SafeImage } from "../../ui/SafeImage.js";
import type { TeacherListResolved } from "./resolve.js";
import type { TeacherListData } from "./schema.js";
import { avatarSource, TEACHER_AVATAR_SIZE, teacherDetailPath } from "./teachers.js";

/** The school's teachers as cards, each linking to the teacher's page. */
export default function TeacherList({ data, resolved, title }: ViewProps<TeacherListData, TeacherListResolved>) {
  const { t } = useTranslation();
  const headingId = useId();
  const teachers = resolved?.teachers ?? [];
  const heading = data.title?.trim() || title?.trim() || t("components.TeacherList.title");

  return (
    <section className="teacher-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="teacher-list__title">
        {heading}
      </h2>
      {teachers.length === 0 ? (
        <p className="teacher-list__empty">{t("components.TeacherList.empty")}</p>
      ) : (
        <ul className="teacher-list__grid">
          {teachers.map((teacher) => (
            <li key={teacher.id} className="teacher-card">
              <a className="teacher-card__link" href={teacherDetailPath(teacher.id)}>
                {/* The name follows in the same link, so the photo itself is decorative. */}
                <SafeImage
                  className="teacher-card__avatar"
                  src={avatarSource(teacher.avatar)}
                  alt=""
                  width={TEACHER_AVATAR_SIZE}
                  height={TEACHER_AVATAR_SIZE}
                />
                <span className="teacher-card__name">{teacher.name}</span>
                {teacher.title && <span className="teacher-card__title">{teacher.title}</span>}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
