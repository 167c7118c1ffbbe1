/** The page id of an /admin/pages/{pageId} address; anything else is no page (404). */
export function pageIdOf(params: Record<string, string | undefined>): number {
  const pageId = Number(params.pageId);
  if (!/^\d{1,15}$/.test(params.pageId ?? "") || !Number.isSafeInteger(pageId) || pageId <= 0) throw new Response("Not Found", { status: 404 });
  return pageId;
}
