import { Link } from "@remix-run/react";
import { useCallback, useEffect, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import type { RecordedCourse, RecordedLesson } from "../../../schemas/api/calls/recorded.js";
import { useShell } from "../shell/use-shell.js";
import { mediaChromeTexts } from "./media-chrome-texts.js";
import { ExpiredNote, RecordedAccess } from "./RecordedAccess.js";
import type { RecordedPlayerProps } from "./RecordedPlayer.js";
import { recordedCoursePath, recordedVideoPath } from "./recorded-paths.js";

/** The player, loaded once the page has shown (media-chrome and hls.js stay out of every other page's scripts). */
function usePlayer(): ComponentType<RecordedPlayerProps> | null {
  const [player, setPlayer] = useState<ComponentType<RecordedPlayerProps> | null>(null);
  useEffect(() => {
    let gone = false;
    void import("./RecordedPlayer.js").then((loaded) => {
      if (!gone) setPlayer(() => loaded.default);
    });
    return () => {
      gone = true;
    };
  }, []);
  return player;
}

function LessonVideo({ skuId, lesson }: { skuId: string; lesson: RecordedLesson & { videoUrl: string } }) {
  const { t } = useTranslation();
  const { language } = useShell();
  const Player = usePlayer();
  const [failed, setFailed] = useState(false);
  const onFailure = useCallback(() => setFailed(true), []);
  const label = t("recorded.player.label", { number: lesson.number, title: lesson.title });
  if (failed) return <p role="alert" className="recorded-video__failed">{t("recorded.player.failed")}</p>;
  return (
    <div className="recorded-video__frame">
      {Player ? (
        <Player skuId={skuId} lesson={lesson} label={label} language={language} texts={mediaChromeTexts(t)} onFailure={onFailure} />
      ) : (
        <p role="status" className="recorded-video__loading">{t("recorded.player.loading")}</p>
      )}
    </div>
  );
}

/**
 * /my-courses/recorded-courses/video/{skuId}?lesson=N (SPEC §2, §9): the lesson's video, resumed where the student
 * stopped and saved as they watch, with the other lessons a step away; an expired course says so instead.
 */
export function RecordedVideoScreen({ course, lessonNumber }: { course: RecordedCourse; lessonNumber: number }) {
  const { t } = useTranslation();
  const index = course.lessons.findIndex((lesson) => lesson.number === lessonNumber);
  const lesson = course.lessons[index]!;
  const [previous, next] = [course.lessons[index - 1], course.lessons[index + 1]];
  const videoUrl = lesson.videoUrl;
  return (
    <section className="recorded recorded-video" aria-labelledby="recorded-video-title">
      <Link className="recorded-video__back" to={recordedCoursePath(course.skuId)}>
        {t("recorded.player.back")}
      </Link>
      <h1 id="recorded-video-title">{course.title}</h1>
      <RecordedAccess access={course.access} />
      <h2 className="recorded-video__lesson">{t("recorded.player.label", { number: lesson.number, title: lesson.title })}</h2>
      {videoUrl === null ? (
        <ExpiredNote skuId={course.skuId} />
      ) : (
        <>
          <LessonVideo key={lesson.number} skuId={course.skuId} lesson={{ ...lesson, videoUrl }} />
          <p className="recorded-video__keys">{t("recorded.player.keys")}</p>
        </>
      )}
      <nav className="recorded-video__steps" aria-label={t("recorded.player.steps")}>
        {previous && (
          <Link rel="prev" to={recordedVideoPath(course.skuId, previous.number)}>
            {t("recorded.player.previous", { number: previous.number })}
          </Link>
        )}
        {next && (
          <Link rel="next" to={recordedVideoPath(course.skuId, next.number)}>
            {t("recorded.player.next", { number: next.number })}
          </Link>
        )}
      </nav>
    </section>
  );
}
