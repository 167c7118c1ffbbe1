/**
 * Where a short link goes: the stored URL with the request's query string appended (SPEC §2 /link/l).
 * Parameters already in the stored URL stay; the visitor's are added after them.
 */
export function appendQuery(target: string, search: string): string {
  const extra = new URLSearchParams(search);
  if ([...extra.keys()].length === 0) return target;
  const url = new URL(target, "http://relative.invalid");
  for (const [name, value] of extra) url.searchParams.append(name, value);
  return url.origin === "http://relative.invalid" ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

/** A PDF in this site's own storage (public/files): the only documents /pdf-viewer shows. */
export function isSiteDocument(file: string | null): file is string {
  return file !== null && /^\/files\/[A-Za-z0-9._/-]+\.pdf$/.test(file) && !file.split("/").includes("..");
}
