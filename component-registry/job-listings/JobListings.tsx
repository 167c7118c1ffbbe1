import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ViewProps } from "../define.js";
import { EMPLOYMENT_KEYS, toggleJob } from "./jobs.js";
import type { JobListingsData } from "./schema.js";

/** Open positions; each opens (disclosure) to its description and apply link. */
export default function JobListings({ data, title }: ViewProps<JobListingsData>) {
  const { t } = useTranslation();
  const headingId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const heading = data.title?.trim() || title?.trim() || t("components.JobListings.title");

  return (
    <section className="job-listings" aria-labelledby={headingId}>
      <h2 id={headingId} className="job-listings__title">
        {heading}
      </h2>
      {data.jobs.length === 0 ? (
        <p className="job-listings__empty">{t("components.JobListings.empty")}</p>
      ) : (
        <ul className="job-listings__jobs">
          {data.jobs.map((job, index) => {
            const expanded = open.has(index);
            const panelId = `${headingId}-job-${index}`;
            return (
              <li key={`${job.id}-${index}`} className={`job${expanded ? " job--open" : ""}`}>
                <h3 className="job__heading">
                  <button
                    type="button"
                    className="job__toggle"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen((current) => toggleJob(current, index))}
                  >
                    <span className="job__title">{job.title}</span>
                  </button>
                </h3>
                <p className="job__meta">
                  <span className="job__location">{job.location}</span>
                  <span className="job__separator" aria-hidden="true">
                    {" · "}
                  </span>
                  <span className="job__employment">
                    {t(`components.JobListings.employment.${EMPLOYMENT_KEYS[job.employment]}`)}
                  </span>
                </p>
                <div id={panelId} className="job__details" hidden={!expanded}>
                  {/* Sanitized by the service (contentMediaType text/html). */}
                  <div className="job__description" dangerouslySetInnerHTML={{ __html: job.description }} />
                  <a
                    className="button button--primary job__apply"
                    href={job.applyUrl}
                    aria-label={t("components.JobListings.applyLabel", { title: job.title })}
                  >
                    {t("components.JobListings.apply")}
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
