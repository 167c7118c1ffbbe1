import { Form, Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../rules/regional/dates.js";
import { formatWallClock, wallClockOf } from "../../rules/regional/wall-clock.js";
import type { Language, Locale } from "../../schemas/site.js";
import { studentName } from "../service-desk/people.js";
import { SiteField } from "../service-desk/SiteField.js";
import { ASSESSMENT_LIST_PATH, type ServiceAssessment } from "./assessment-list.js";

/** The way from the desk's search to the assessments booked to come. */
export function AssessmentListLink() {
  const { t } = useTranslation("admin");
  return (
    <p>
      <Link to={ASSESSMENT_LIST_PATH}>{t("assessments.link")}</Link>
    </p>
  );
}

interface Props {
  locale: Locale | undefined;
  list: ServiceAssessment[];
  more: boolean;
}

/**
 * Free assessments booked to come, the soonest first, for customer service to prepare (decision 0032): when, on the
 * booking's site's clock, the student with their number, the method and place, who to contact, and the parent's note.
 */
export function AssessmentListScreen({ locale, list, more }: Props) {
  const { t } = useTranslation("admin");
  return (
    <>
      <p className="admin-breadcrumb">
        <Link to="/admin/orders">{t("serviceDesk.order.back")}</Link>
      </p>
      <h1>{t("assessments.title")}</h1>
      <Form method="get" className="admin-form admin-form--inline">
        <SiteField label={t("assessments.site")} allLabel={t("assessments.allSites")} locale={locale} />
        <button type="submit" className="admin-button admin-button--primary">
          {t("assessments.show")}
        </button>
      </Form>
      {list.length === 0 ? (
        <p role="status">{t("assessments.none")}</p>
      ) : (
        list.map((booking) => <AssessmentItem key={booking.bookingId} booking={booking} />)
      )}
      {more && <p className="admin-note">{t("assessments.more", { shown: list.length })}</p>}
    </>
  );
}

/** The hour on the booking's site's clock, e.g. "02-12-2026 09:00–10:00". */
function BookingTime({ booking }: { booking: ServiceAssessment }) {
  const root = useRouteLoaderData<{ language: Language }>("root")!;
  const zone = booking.timezone;
  const end = wallClockOf(booking.endsAt, zone);
  return (
    <time dateTime={booking.startsAt} title={zone}>
      {formatDateTime(booking.startsAt, { locale: booking.locale, timezone: zone }, root.language)}
      {end && `–${formatWallClock(end, "HH:mm")}`} ({zone})
    </time>
  );
}

function AssessmentItem({ booking }: { booking: ServiceAssessment }) {
  const { t } = useTranslation("admin");
  const headingId = `assessment-${booking.bookingId}`;
  const { contact } = booking;
  return (
    <article className="admin-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <BookingTime booking={booking} /> · {booking.locale}
      </h2>
      <dl className="admin-facts">
        <dt>{t("assessments.student")}</dt>
        <dd>{studentName({ ...booking.student, cardNo: booking.studentCardNo })}</dd>
        <dt>{t("assessments.method")}</dt>
        <dd>
          {booking.method === "center"
            ? t("assessments.atCenter", { name: booking.place.name, address: booking.place.address })
            : t("assessments.videoCall")}
        </dd>
        <dt>{t("assessments.contact")}</dt>
        <dd>
          {[contact.name, contact.phone, contact.email].filter(Boolean).map((line, index) => (
            <span key={line}>
              {index > 0 && <br />}
              {line}
            </span>
          ))}
        </dd>
        {booking.note && (
          <>
            <dt>{t("assessments.note")}</dt>
            <dd className="desk-text">{booking.note}</dd>
          </>
        )}
      </dl>
    </article>
  );
}
