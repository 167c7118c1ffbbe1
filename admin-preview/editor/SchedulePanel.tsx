import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ErrorCode } from "../../api/errors.js";
import type { PageSchedule, ScheduleAction } from "../../schemas/api/calls/admin-schedules.js";
import type { Locale } from "../../schemas/site.js";
import { Field } from "../../ui/Field.js";
import { ConfirmButton } from "../frame/ConfirmButton.js";
import { earliestLocalMinute, pickedInstant, utcOffsetLabel } from "./schedule-time.js";
import { schedulesPath, type PageSchedulesData, type ScheduleActionData, type ScheduleIntent } from "./schedule-intents.js";
import { schedulesOfPage, versionLeftOut } from "./schedule-status.js";
import { ScheduleStatus, type ScheduleClock } from "./ScheduleStatus.js";

interface Props {
  /** The page: its site's clock is the one times are picked and shown on; a published page can be taken off at once. */
  page: { id: number; locale: Locale; publishedVersion: number | null };
  /** The latest saved version: the one a scheduled publish makes live. */
  version: number;
  /** The editor holds changes that are not in that version yet. */
  unsaved: boolean;
}

/** How long after a schedule's minute the panel looks again: the sweep runs every few seconds. */
const SETTLE_MS = 10_000;
/** Further off than this, no timer waits for it (a timer cannot wait longer than about 24 days anyway). */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * The panel's data from its route, fetched again by `reload`. A failure stays in the panel: fetched apart from
 * the router, a panel that cannot load never takes the editor (and its unsaved work) down with it.
 */
function usePageSchedules(path: string) {
  const [loaded, setLoaded] = useState<{ data?: PageSchedulesData; failed: boolean }>({ failed: false });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetch(path, { headers: { Accept: "application/json" }, signal: controller.signal })
      .then(async (response) => {
        // A signed-out member is sent to the sign-in page, which is no answer here.
        if (!response.ok || response.redirected) throw new Error(`answered ${response.status}`);
        setLoaded({ data: (await response.json()) as PageSchedulesData, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded((previous) => ({ ...previous, failed: true }));
      });
    return () => controller.abort();
  }, [path, round]);
  const reload = useCallback(() => setRound((count) => count + 1), []);
  return { ...loaded, reload };
}

/**
 * What is scheduled for the page, and for publishers the form that schedules its publish or unpublish at a
 * minute picked on the site's clock, a cancel for each schedule and taking the page off the site at once.
 * Loads and posts through its own route, so it works beside the editor without touching the editor's state;
 * it looks again after each change and once the soonest schedule is due.
 */
export function SchedulePanel({ page, version, unsaved }: Props) {
  const { t } = useTranslation("adminEditor");
  const path = schedulesPath(page.id);
  const { data, failed, reload } = usePageSchedules(path);
  const actions = useFetcher<ScheduleActionData>();
  const { submit } = actions;
  const send = useCallback(
    (intent: ScheduleIntent) => submit(intent, { method: "post", action: path, encType: "application/json" }),
    [submit, path],
  );
  const answer = actions.state === "idle" ? actions.data : undefined;
  const busy = actions.state !== "idle";
  useEffect(() => {
    if (answer) reload();
  }, [answer, reload]);
  const soonest = data?.list.find((schedule) => schedule.failure === null)?.runAt;
  useEffect(() => {
    if (!soonest) return;
    const wait = Math.max(0, Date.parse(soonest) - Date.now()) + SETTLE_MS;
    if (wait > LONGEST_WAIT_MS) return;
    const timer = setTimeout(reload, wait);
    return () => clearTimeout(timer);
  }, [soonest, reload]);

  return (
    <section className="admin-panel" aria-labelledby="schedule-title">
      <h2 id="schedule-title">{t("schedule.title")}</h2>
      {!data ? (
        failed ? (
          <p className="admin-alert" role="alert">
            {t("schedule.loadFailed")}{" "}
            <button type="button" className="admin-button" onClick={reload}>
              {t("schedule.retry")}
            </button>
          </p>
        ) : (
          <p role="status">{t("schedule.loading")}</p>
        )
      ) : (
        <>
          <ScheduleList
            schedules={schedulesOfPage(data.list, page.id)}
            canSchedule={data.canSchedule}
            clock={{ locale: page.locale, timezone: data.timezone }}
            version={version}
            busy={busy}
            onCancel={(scheduleId) => send({ intent: "cancel", scheduleId })}
          />
          {data.canSchedule ? (
            <>
              <ScheduleForm timezone={data.timezone} version={version} unsaved={unsaved} busy={busy} onSchedule={send} />
              {page.publishedVersion !== null && (
                <form
                  onSubmit={(event) => {
                    event.preventDefault();
                    send({ intent: "unpublish" });
                  }}
                >
                  <ConfirmButton label={t("schedule.unpublishNow")} question={t("schedule.unpublishQuestion")} confirmLabel={t("schedule.unpublishConfirm")} name="intent" value="unpublish" disabled={busy} />
                </form>
              )}
            </>
          ) : (
            <p className="admin-note">{t("schedule.publishersOnly")}</p>
          )}
        </>
      )}
      {answer && <ActionAnswer answer={answer} />}
    </section>
  );
}

interface ListProps {
  schedules: PageSchedule[];
  canSchedule: boolean;
  clock: ScheduleClock;
  version: number;
  busy: boolean;
  onCancel: (scheduleId: number) => void;
}

/** The failures not yet dismissed, then the pending schedules, each with who set it; publishers cancel or dismiss one. */
function ScheduleList({ schedules, canSchedule, clock, version, busy, onCancel }: ListProps) {
  const { t } = useTranslation("adminEditor");
  const idPrefix = useId();
  if (schedules.length === 0) return <p>{t("schedule.none")}</p>;
  return (
    <ul className="admin-schedule-notes">
      {schedules.map((schedule) => {
        const statusId = `${idPrefix}-${schedule.id}`;
        const leftOut = versionLeftOut(schedule, version);
        return (
          <li key={schedule.id} className={schedule.failure === null ? undefined : "admin-alert"}>
            <ScheduleStatus schedule={schedule} clock={clock} id={statusId} />
            <span className="admin-muted">{t("schedule.by", { email: schedule.staffEmail })}</span>
            {leftOut !== null && <span className="admin-muted">{t("schedule.leftOut", { n: leftOut })}</span>}
            {canSchedule && (
              <button type="button" className="admin-button" aria-describedby={statusId} disabled={busy} onClick={() => onCancel(schedule.id)}>
                {t(schedule.failure === null ? "schedule.cancel" : "schedule.dismiss")}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

interface FormProps {
  timezone: string;
  version: number;
  unsaved: boolean;
  busy: boolean;
  onSchedule: (intent: ScheduleIntent) => void;
}

/** Publish the latest version, or unpublish, at a minute picked on the site's clock (checked as it is picked). */
function ScheduleForm({ timezone, version, unsaved, busy, onSchedule }: FormProps) {
  const { t } = useTranslation("adminEditor");
  const [action, setAction] = useState<ScheduleAction>("publish");
  const [local, setLocal] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const now = new Date();
  const clock = { zone: timezone, offset: utcOffsetLabel(now, timezone) };

  const schedule = (event: FormEvent) => {
    event.preventDefault();
    const picked = pickedInstant(local, timezone, new Date());
    if ("problem" in picked) return setProblem(picked.problem);
    setProblem(null);
    onSchedule({ intent: "schedule", action, ...(action === "publish" ? { version } : {}), runAt: picked.instant });
  };

  return (
    <form className="admin-form" onSubmit={schedule} noValidate>
      <fieldset>
        <legend>{t("schedule.what")}</legend>
        {(["publish", "unpublish"] as const).map((option) => (
          <label key={option} className="admin-check">
            <input type="radio" name="action" value={option} checked={action === option} onChange={() => setAction(option)} />
            {option === "publish" ? t("schedule.publishVersion", { n: version }) : t("schedule.unpublish")}
          </label>
        ))}
      </fieldset>
      {action === "publish" && unsaved && <p className="admin-note">{t("schedule.unsaved", { n: version })}</p>}
      <Field look="tool" label={t("schedule.when", clock)} hint={t("schedule.whenHint", clock)} error={problem && t(`schedule.problems.${problem}`)}>
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            name="runAt"
            step={60}
            min={earliestLocalMinute(now, timezone)}
            value={local}
            onChange={(event) => {
              setLocal(event.target.value);
              setProblem(null);
            }}
          />
        )}
      </Field>
      <div>
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {t("schedule.submit")}
        </button>
      </div>
    </form>
  );
}

/** What became of the last schedule, cancel or unpublish. */
function ActionAnswer({ answer }: { answer: ScheduleActionData }) {
  const { t } = useTranslation("adminEditor");
  if (!answer.ok) {
    const { code, message } = answer.error;
    return (
      <p className="admin-alert" role="alert">
        {code === ErrorCode.PAGE_NOT_PUBLISHABLE ? t("actions.notPublishable", { detail: message }) : t("actions.failed", { detail: message })}
      </p>
    );
  }
  const done = answer.intent === "schedule" ? (answer.result.replaced === null ? "scheduled" : "replaced") : answer.intent === "cancel" ? "cancelled" : "unpublished";
  return (
    <p className="admin-notice" role="status">
      {t(`schedule.done.${done}`)}
    </p>
  );
}
