import { useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FreeAssessment, type FreeAssessmentProps } from "./FreeAssessment.js";

interface Props {
  page: Pick<FreeAssessmentProps, "options" | "students" | "bookings" | "preselectedCenterId">;
  /** The page's heading key: the booking page's or the triage desk's. */
  titleKey: string;
  /** Where Cancel leads (cancelUrl), a path of this site; without one there is no Cancel. */
  cancelPath?: string | null;
  /** Where a finished booking goes (successUrl); without one the page shows the confirmation. */
  successPath?: string | null;
}

/** /appointmentDiagnosis and /triage-desk/{id}: the free assessment's booking on a page of its own. */
export function BookingScreen({ page, titleKey, cancelPath, successPath }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="placement-page" aria-labelledby="placement-page-title">
      <h1 id="placement-page-title">{t(titleKey)}</h1>
      <FreeAssessment {...page} cancel={cancelPath ? { href: cancelPath } : null} onBooked={successPath ? () => void navigate(successPath) : undefined} />
    </section>
  );
}
