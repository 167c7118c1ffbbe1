/** Route ids (app/routes file names) whose loader data screens of the tool read. */
export const ADMIN_LAYOUT_ID = "routes/admin";
export const SITE_LAYOUT_ID = "routes/admin.sites.$locale";

/** A positive id from a route parameter (/admin/pages/{pageId}...); anything else is no such thing (404). */
export function idParam(params: Record<string, string | undefined>, name: string): number {
  const text = params[name] ?? "";
  const id = Number(text);
  if (!/^\d{1,15}$/.test(text) || !Number.isSafeInteger(id) || id <= 0) throw new Response("Not Found", { status: 404 });
  return id;
}

export const pageIdOf = (params: Record<string, string | undefined>) => idParam(params, "pageId");
