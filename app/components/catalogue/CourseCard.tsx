import { Link } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CourseCard as Card } from "../../../schemas/api/calls/catalogue.js";
import { useShell } from "../shell/use-shell.js";
import { cardButtonStatus, lessonSchedule, shownTag, TAG_TEXT } from "./card-view.js";
import { CardPrice } from "./CardPrice.js";
import { ClassStatus } from "./ClassStatus.js";
import { TeacherAvatars } from "./TeacherAvatars.js";
import { usePathFamily } from "./use-path-family.js";
import { useRemainingSellTime } from "./use-remaining-sell-time.js";
import { useWish, type WishState } from "./use-wish.js";
import { WishButton } from "./WishButton.js";
import { productPath } from "../../../rules/catalogue/product-paths.js";

interface Props {
  card: Card;
  /** The card title's heading level: 2 under the page's title, 3 under a section's. */
  headingLevel?: 2 | 3;
  /** Shown in the unpaid list, where the learner's seat is already held (SPEC §4: enrol now, or unavailable once ended). */
  fromUnpaidList?: boolean;
  /** What the page adds below the card (the wish list's remove and alert), with the card's wish state. */
  footer?: (wish: WishState) => ReactNode;
}

/** A class or product as the catalogue shows it (SPEC §3 Class/SKU card, §4 tags and button, §9 limits and formats). */
export function CourseCard({ card, headingLevel = 2, fromUnpaidList = false, footer }: Props) {
  const { t } = useTranslation();
  const { site } = useShell();
  const titleId = useId();
  const remainingMs = useRemainingSellTime(card.remainSellTime, site);
  const wish = useWish(card.id, card.inWish);
  const family = usePathFamily();
  const tag = shownTag(card, remainingMs);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="course-card" aria-labelledby={titleId}>
      <div className="course-card__top">
        {tag !== null && (
          <span className={`course-tag course-tag--${TAG_TEXT[tag]}`}>{t(`catalogue.tag.${TAG_TEXT[tag]}`, { seats: card.sellStore })}</span>
        )}
        <WishButton wish={wish} titleId={titleId} />
      </div>
      <Heading className="course-card__title" id={titleId}>
        <Link to={productPath(card, family)}>{card.title}</Link>
      </Heading>
      {card.spec && <ClassFacts spec={card.spec} />}
      <div className="course-card__enrol">
        <CardPrice card={card} site={site} />
        <ClassStatus card={card} status={cardButtonStatus(card, remainingMs, fromUnpaidList)} remainingMs={remainingMs} site={site} titleId={titleId} />
      </div>
      {wish.failure && (
        <p className="course-card__failure" role="alert">
          {wish.failure}
        </p>
      )}
      {footer?.(wish)}
    </article>
  );
}

/** Level, grades and when, how and where the class meets, with its teachers. */
function ClassFacts({ spec }: { spec: NonNullable<Card["spec"]> }) {
  const { t } = useTranslation();
  const { site, timezone } = useShell();
  const schedule = lessonSchedule(spec, site, timezone);
  const fact = (label: string, value: ReactNode) => (
    <div className="course-facts__row">
      <dt>{t(`catalogue.card.${label}`)}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="course-card__class course-facts">
      {spec.levelDegreeId !== null &&
        fact(
          "level",
          <>
            {spec.levelDegreeName}
            {/* 0 stars: the level has no star rating. */}
            {spec.levelDegreeStar > 0 && (
              <>
                {" "}
                <span className="course-facts__stars" role="img" aria-label={t("catalogue.card.stars", { stars: spec.levelDegreeStar })}>
                  {"★".repeat(spec.levelDegreeStar)}
                  {"☆".repeat(5 - spec.levelDegreeStar)}
                </span>
              </>
            )}
          </>,
        )}
      {spec.gradeList.length > 0 && fact("grades", spec.gradeList.map((grade) => grade.name).join(t("catalogue.card.listSeparator")))}
      {schedule && fact("starts", schedule.firstDate)}
      {schedule &&
        fact(
          "time",
          t("catalogue.card.timeRange", { weekday: t(`catalogue.weekdays.${schedule.weekday}`), start: schedule.startTime, end: schedule.endTime }),
        )}
      {fact("lessons", spec.lessonCount)}
      {fact(
        "format",
        t("catalogue.card.formatValue", {
          platform: t(`catalogue.platform.${spec.platformType}`),
          delivery: t(`catalogue.delivery.${spec.deliveryMode}`),
        }),
      )}
      {spec.venueAddress !== "" &&
        fact(
          "venue",
          <>
            <span className="course-facts__venue">{spec.venueName}</span> <span className="course-facts__address">{spec.venueAddress}</span>
          </>,
        )}
      {spec.teacherList.length + spec.tutorList.length > 0 && fact("teachers", <TeacherAvatars spec={spec} />)}
    </dl>
  );
}
