import { useTranslation } from "react-i18next";
import { EVALUATION_PATH } from "./level-test-page.js";
import { useFocusOnShow } from "./use-focus-on-show.js";

/** The utoken opens no test (missing, expired, another family's, another test's): the test is started again from the evaluation page. */
export function LinkExpired({ focusOnShow = false }: { focusOnShow?: boolean }) {
  const { t } = useTranslation();
  const heading = useFocusOnShow<HTMLHeadingElement>(focusOnShow);
  return (
    <section className="level-test-page" aria-labelledby="level-test-title">
      <h1 id="level-test-title" ref={heading} tabIndex={-1}>
        {t("evaluation.test.expired.title")}
      </h1>
      <div className="level-test__panel">
        <p>{t("evaluation.test.expired.text")}</p>
        <a className="button button--primary level-test__link-button" href={EVALUATION_PATH}>
          {t("evaluation.test.expired.action")}
        </a>
      </div>
    </section>
  );
}
