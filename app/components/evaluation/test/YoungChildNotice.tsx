import { useTranslation } from "react-i18next";
import { BOOKING_PATH } from "./level-test-page.js";

/** SPEC §1: the sg site's notice for its youngest grades' level test (rules/placement/grade-notice.ts says when). */
export function YoungChildNotice() {
  const { t } = useTranslation();
  return (
    <aside className="level-test__notice" aria-labelledby="level-test-young-child">
      <h2 id="level-test-young-child">{t("evaluation.test.youngChild.title")}</h2>
      <p>{t("evaluation.test.youngChild.text")}</p>
      <p>{t("evaluation.test.youngChild.instead")}</p>
      <a href={BOOKING_PATH}>{t("evaluation.test.youngChild.book")}</a>
    </aside>
  );
}
