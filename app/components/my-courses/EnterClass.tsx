import { useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import type { MyCourseDetail } from "../../../schemas/api/calls/my-courses.js";
import { failureMessage, isSessionLost } from "../account/bind/failure-message.js";
import { countdownClock } from "../catalogue/card-view.js";
import { useTimeLeft } from "../payment/use-time-left.js";
import { useLessonTime } from "./use-lesson-time.js";

interface Props {
  course: Pick<MyCourseDetail, "classId" | "studentId" | "timezone">;
  entry: NonNullable<MyCourseDetail["entry"]>;
}

/**
 * The enter-class button of the next lesson (SPEC §4, §9): closed with a live countdown until the classroom opens,
 * then it asks for the room (queryClassEntry) and goes there; a lesson taught in person shows its venue instead.
 * When the lesson ends the page loads again for the next one.
 */
export function EnterClass({ course, entry }: Props) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const { day, hour, when } = useLessonTime(course.timezone);
  const { revalidate } = useRevalidator();
  const opensInMs = useTimeLeft(entry.opensInMs);
  const over = useTimeLeft(entry.endsInMs) <= 0;
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ notice: string } | { failure: string } | null>(null);
  useEffect(() => {
    if (over) revalidate();
  }, [over, revalidate]);

  const enter = async () => {
    setBusy(true);
    setAnswer(null);
    try {
      const room = await api.call("queryClassEntry", { classId: course.classId, lessonNumber: entry.lessonNumber, studentId: course.studentId }, call);
      if (room.kind === "online") window.location.assign(room.url);
      else setAnswer({ notice: t("myCourses.entry.inPerson", { name: room.venue.name, address: room.venue.address, minutes: room.arriveEarlyMinutes }) });
    } catch (error) {
      // Code 9: the shell says the session has expired.
      if (!isSessionLost(error)) setAnswer({ failure: failureMessage(error, t("myCourses.entry.failed")) });
    } finally {
      setBusy(false);
    }
  };

  const { days, clock } = countdownClock(opensInMs);
  const open = opensInMs <= 0;
  return (
    <section className="enter-class" aria-labelledby="enter-class-title">
      <h2 id="enter-class-title">{t("myCourses.entry.title")}</h2>
      <p className="enter-class__lesson">{t("myCourses.entry.lesson", { number: entry.lessonNumber, when: when(entry.startsAt, entry.endsAt) })}</p>
      {entry.moved && <p className="enter-class__note">{t("myCourses.entry.moved")}</p>}
      {open ? (
        <p className="enter-class__open">{t("myCourses.entry.open")}</p>
      ) : (
        <p className="enter-class__countdown">
          {t("myCourses.entry.opensAt", { date: day(entry.opensAt), time: hour(entry.opensAt) })}{" "}
          <span role="timer" aria-live="off">
            {t("myCourses.entry.opensIn", { time: days > 0 ? t("myCourses.entry.withDays", { days, clock }) : clock })}
          </span>
        </p>
      )}
      <button type="button" className="button button--primary enter-class__button" disabled={!open || busy} onClick={() => void enter()}>
        {t("myCourses.entry.button")}
      </button>
      {answer && "notice" in answer && (
        <p className="enter-class__notice" role="status">
          {answer.notice}
        </p>
      )}
      {answer && "failure" in answer && (
        <p className="enter-class__failure" role="alert">
          {answer.failure}
        </p>
      )}
    </section>
  );
}
