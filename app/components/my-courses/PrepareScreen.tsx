import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { appPlatform } from "../../../component-registry/app-download/download.js";
import type { AppDownloads, MyCourseDetail } from "../../../schemas/api/calls/my-courses.js";
import { DeviceCheckPanel } from "./DeviceCheckPanel.js";
import { myCourseDetailPath } from "./my-courses-paths.js";
import { useLessonTime } from "./use-lesson-time.js";

const REQUIREMENTS = ["windows", "mac", "ios", "android"] as const;

/**
 * /my-courses/prepare/{id} (SPEC §2 Learning): what the class needs before it starts: the app of its delivery mode
 * with a download per device (SPEC §3 app download keys), or its venue; a check of this device; the device
 * requirements of SPEC §9.
 */
export function PrepareScreen({ course, apps }: { course: MyCourseDetail; apps: AppDownloads }) {
  const { t } = useTranslation();
  const { when } = useLessonTime(course.timezone);
  const appOfClass = apps.deliveryModes.find((mode) => mode.deliveryMode === course.deliveryMode)?.app ?? null;
  const app = apps.apps.find((candidate) => candidate.app === appOfClass);
  return (
    <article className="my-course" aria-labelledby="prepare-title">
      <Link className="my-course__back" to={myCourseDetailPath(course.classId, course.studentId)}>
        {t("prepare.back", { title: course.title })}
      </Link>
      <header className="my-course__header">
        <h1 id="prepare-title">{t("prepare.title")}</h1>
        <p className="my-course__subtitle">{course.title}</p>
      </header>
      {course.entry && <p>{t("prepare.next", { number: course.entry.lessonNumber, when: when(course.entry.startsAt, course.entry.endsAt) })}</p>}
      <section className="my-course__section" aria-labelledby="prepare-app-title">
        <h2 id="prepare-app-title">{t(app ? "prepare.app.title" : "prepare.venue.title")}</h2>
        {app ? (
          <>
            <p>{t(app.app === "school" ? "prepare.app.school" : "prepare.app.platform", { name: app.name })}</p>
            <ul className="prepare__downloads">
              {app.downloads.map((download) => (
                <li key={download.key}>
                  <a className="button button--secondary" href={download.url} data-key={download.key} {...(download.url.startsWith("/") ? {} : { target: "_blank", rel: "noopener noreferrer" })}>
                    {t("prepare.app.download", { platform: t(`components.AppDownload.platforms.${appPlatform(download.key)}`) })}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>
            {course.venue && t("prepare.venue.where", { name: course.venue.name, address: course.venue.address })}{" "}
            {course.arriveEarlyMinutes !== null && t("myCourses.detail.arriveEarly", { minutes: course.arriveEarlyMinutes })}
          </p>
        )}
      </section>
      <DeviceCheckPanel />
      <section className="my-course__section" aria-labelledby="prepare-requirements-title">
        <h2 id="prepare-requirements-title">{t("prepare.requirements.title")}</h2>
        <ul className="prepare__requirements">
          {REQUIREMENTS.map((system) => (
            <li key={system}>{t(`prepare.requirements.${system}`)}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
