/** What a page's versions mean for its visitors, as the page list's badge says it. */
export type PageStatus = "draftOnly" | "published" | "newerDraft";

export function pageStatus({ draftVersion, publishedVersion }: { draftVersion: number | null; publishedVersion: number | null }): PageStatus {
  if (publishedVersion === null) return "draftOnly";
  return draftVersion !== null && draftVersion > publishedVersion ? "newerDraft" : "published";
}
