import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { recordedCourseDetailPath } from "../../../rules/catalogue/product-paths.js";
import { formatDateTime } from "../../../rules/regional/dates.js";
import type { RecordedCourse } from "../../../schemas/api/calls/recorded.js";
import { useShell } from "../shell/use-shell.js";

/** How long the family may watch (SPEC §4): permanently valid, valid until a moment of the visitor's timezone, or expired. */
export function RecordedAccess({ access }: { access: RecordedCourse["access"] }) {
  const { t } = useTranslation();
  const { site, language, timezone } = useShell();
  const text =
    access.state === "permanent"
      ? t("recorded.access.permanent")
      : access.state === "valid"
        ? t("recorded.access.validUntil", { date: formatDateTime(access.until, site, language, { timezone }) })
        : t("recorded.access.expired");
  return <p className={`recorded-access recorded-access--${access.state}`}>{text}</p>;
}

/** An expired course's note: its videos are gone, its page (where it is sold) is a link away. */
export function ExpiredNote({ skuId }: { skuId: string }) {
  const { t } = useTranslation();
  return (
    <div className="recorded__expired">
      <p>{t("recorded.expiredNote")}</p>
      <Link to={recordedCourseDetailPath(skuId)}>{t("recorded.coursePage")}</Link>
    </div>
  );
}
