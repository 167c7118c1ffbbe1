import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { SafeImage } from "../../ui/SafeImage.js";
import { nextTabIndex } from "./tabs.js";
import {
  avatarSource,
  introParagraphs,
  TEACHER_AVATAR_SIZE,
  teacherSubjects,
  type SubjectName,
  type Teacher,
} from "./teachers.js";

const TABS = ["profile", "courses"] as const;
type Tab = (typeof TABS)[number];

export interface TeacherDetailProps {
  teacher: Teacher;
  /** The school's subjects with their names in the interface language. */
  subjects?: readonly SubjectName[];
}

/**
 * A teacher's page (/teachers/detail/{teacherId}): tabs Profile and Courses, following the WAI-ARIA tabs
 * pattern (arrow keys, Home and End move between tabs and select them).
 */
export function TeacherDetail({ teacher, subjects = [] }: TeacherDetailProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [active, setActive] = useState<Tab>("profile");
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const taught = teacherSubjects(teacher, subjects);
  const tabId = (tab: Tab) => `${baseId}-tab-${tab}`;
  const panelId = (tab: Tab) => `${baseId}-panel-${tab}`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = nextTabIndex(TABS.indexOf(active), event.key, TABS.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive(TABS[next]!);
    tabRefs.current[next]?.focus();
  }

  return (
    <article className="teacher-detail">
      <header className="teacher-detail__header">
        <SafeImage
          className="teacher-detail__avatar"
          src={avatarSource(teacher.avatar)}
          alt={t("components.TeacherDetail.avatarAlt", { name: teacher.name })}
          width={TEACHER_AVATAR_SIZE}
          height={TEACHER_AVATAR_SIZE}
          loading="eager"
        />
        <div>
          <h1 className="teacher-detail__name">{teacher.name}</h1>
          {teacher.title && <p className="teacher-detail__title">{teacher.title}</p>}
        </div>
      </header>

      <div role="tablist" aria-label={t("components.TeacherDetail.tabsLabel")} className="tabs__list">
        {TABS.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-controls={panelId(tab)}
            aria-selected={active === tab}
            tabIndex={active === tab ? 0 : -1}
            className={`tabs__tab${active === tab ? " tabs__tab--active" : ""}`}
            onClick={() => setActive(tab)}
            onKeyDown={onKeyDown}
          >
            {t(`components.TeacherDetail.tabs.${tab}`)}
          </button>
        ))}
      </div>

      <div
        role="tabpanel"
        id={panelId("profile")}
        aria-labelledby={tabId("profile")}
        tabIndex={0}
        hidden={active !== "profile"}
        className="tabs__panel teacher-detail__profile"
      >
        {introParagraphs(teacher.intro).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>

      <div
        role="tabpanel"
        id={panelId("courses")}
        aria-labelledby={tabId("courses")}
        tabIndex={0}
        hidden={active !== "courses"}
        className="tabs__panel teacher-detail__courses"
      >
        {taught.length > 0 && (
          <>
            <h2 className="teacher-detail__subjects-title">{t("components.TeacherDetail.subjectsTitle")}</h2>
            <ul className="teacher-detail__subjects">
              {taught.map((subject) => (
                <li key={subject.id}>{subject.name}</li>
              ))}
            </ul>
          </>
        )}
        <p className="teacher-detail__no-classes">{t("components.TeacherDetail.noClasses")}</p>
      </div>
    </article>
  );
}
