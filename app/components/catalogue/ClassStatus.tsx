import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { classButtonActions, type ClassButtonStatus } from "../../../rules/catalogue/class-button.js";
import { enrolTarget } from "../../../rules/catalogue/subject-route.js";
import type { CourseCard } from "../../../schemas/api/calls/catalogue.js";
import type { Site } from "../../../schemas/site.js";
import { countdownClock } from "./card-view.js";
import { usePathFamily } from "./use-path-family.js";
import { productPath } from "../../../rules/catalogue/product-paths.js";

interface Props {
  card: Pick<CourseCard, "id" | "kind" | "spec">;
  status: ClassButtonStatus;
  remainingMs: number;
  site: Pick<Site, "locale">;
  /** The card's title, which names what the enrol link is for. */
  titleId: string;
}

/**
 * The class button of a card (SPEC §4). Where enrolling is allowed it leads to the class's page, where enrolling
 * runs the sign-up check (a US non-math class goes to the 1-to-1 assessment instead); otherwise the state is
 * said, and before the sale a countdown runs. Add-to-cart comes with the cart.
 */
export function ClassStatus({ card, status, remainingMs, site, titleId }: Props) {
  const { t } = useTranslation();
  const family = usePathFamily();
  if (classButtonActions(status).canEnrol) {
    const assessment = card.spec ? enrolTarget({ locale: site.locale, subjectId: card.spec.subjectId }) : null;
    return (
      <Link className="button button--primary class-status__enrol" to={assessment ?? productPath(card, family)} aria-describedby={titleId}>
        {t(`catalogue.status.${status}`)}
      </Link>
    );
  }
  if (status === "forSale") {
    const { days, clock } = countdownClock(remainingMs);
    const time = days > 0 ? t("catalogue.countdown.withDays", { days, clock }) : clock;
    return (
      <p className="class-status class-status--for-sale" role="timer">
        {t("catalogue.status.forSale", { time })}
      </p>
    );
  }
  return <p className={`class-status class-status--${status}`}>{t(`catalogue.status.${status}`)}</p>;
}
