import type { JobListingsData } from "./schema.js";

export type Job = JobListingsData["jobs"][number];
export type Employment = Job["employment"];

/** The i18n key of each employment type (components.JobListings.employment.*). */
export const EMPLOYMENT_KEYS: Record<Employment, string> = {
  "full-time": "fullTime",
  "part-time": "partTime",
  contract: "contract",
  internship: "internship",
};

/** Opens a closed job and closes an open one. */
export function toggleJob<K>(open: ReadonlySet<K>, job: K): Set<K> {
  const next = new Set(open);
  if (next.has(job)) next.delete(job);
  else next.add(job);
  return next;
}
