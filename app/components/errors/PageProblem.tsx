import { Link, useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SiteShell } from "../shell/SiteShell.js";

interface Props {
  /** The HTTP status the page answers with. */
  status: number;
  /** What the visitor reads as the page's heading. */
  title: string;
}

/**
 * A page that could not be shown, as a page of the site: its header and footer, the problem in the
 * visitor's language, and ways on (home and courses) instead of a dead end.
 */
export function PageProblem({ status, title }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <SiteShell layout="default">
      <section className="page-problem" aria-labelledby="page-problem-title">
        <p className="page-problem__status">{status}</p>
        <h1 id="page-problem-title">{title}</h1>
        <p>{t(status === 404 ? "error.notFoundHint" : "error.tryLater")}</p>
        <nav aria-label={t("error.waysOn")}>
          <ul className="page-problem__links">
            <li>
              <Link className="button button--primary" to="/">
                {t("error.home")}
              </Link>
            </li>
            <li>
              <Link className="button" to="/courses">
                {t("error.courses")}
              </Link>
            </li>
            <li>
              <button type="button" className="button" onClick={() => navigate(-1)}>
                {t("error.back")}
              </button>
            </li>
          </ul>
        </nav>
      </section>
    </SiteShell>
  );
}
