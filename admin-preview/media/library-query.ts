/** Images a page of the library shows (the screen and the picker alike). */
export const LIBRARY_PAGE_SIZE = 24;

/** The library page an address asks for: `search` (trimmed, at most 100 characters) and `page` (1 when it is no page number). */
export function libraryQuery(params: URLSearchParams) {
  const page = Number(params.get("page"));
  return {
    // Cut by characters, never inside one.
    search: [...(params.get("search") ?? "").trim()].slice(0, 100).join(""),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    pageSize: LIBRARY_PAGE_SIZE,
  };
}

/** The address of a library page, as the screen's links and the picker's loads name it. */
export function libraryHref({ search, page }: { search: string; page: number }): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/admin/media${query ? `?${query}` : ""}`;
}
