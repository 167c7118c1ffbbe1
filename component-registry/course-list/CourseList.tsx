import { useContext } from "react";
import { useTranslation } from "react-i18next";
import type { ViewProps } from "../define.js";
import { courseListHref } from "./course-list-href.js";
import { CourseRowViewContext } from "./course-row-view.js";
import type { CourseListResolved } from "./resolve.js";
import type { CourseListData } from "./schema.js";
import { useLiveCards } from "./use-live-cards.js";

/** Class cards of the catalogue, live, for the channel, grade and subject the marketer chose, and a link to all of them. */
export default function CourseList({ data, resolved, title, environment }: ViewProps<CourseListData, CourseListResolved>) {
  const { t } = useTranslation();
  const rowView = useContext(CourseRowViewContext);
  const cards = useLiveCards(resolved?.cards ?? []);

  if (!rowView || cards.length === 0) {
    // Visitors see nothing rather than an empty box; editors see why.
    return environment.editing ? <p className="module-notice" role="note">{t("shopHome.courseList.empty")}</p> : null;
  }
  const { Row, stylesheets } = rowView;
  return (
    <>
      {/* Builder pages do not link the catalogue's styles themselves; a stylesheet link is valid in the body. */}
      {stylesheets.map((href, index) => (
        <link key={index} rel="stylesheet" href={href} />
      ))}
      <Row
        title={data.title?.trim() || title?.trim() || t("shopHome.courseList.title")}
        seeAllHref={courseListHref(data)}
        total={resolved.total}
        cards={cards}
      />
    </>
  );
}
