import { idFromText } from "../schemas/api/fields.js";

/** Route ids (app/routes file names) whose loader data screens of the tool read. */
export const ADMIN_LAYOUT_ID = "routes/admin";
export const SITE_LAYOUT_ID = "routes/admin.sites.$locale";
export const ORDER_SCREEN_ID = "routes/admin.orders.$orderId";

/** An id from a route parameter (/admin/pages/{pageId}...) as the API takes it; anything else is no such thing (404). */
export function idParam(params: Record<string, string | undefined>, name: string): number {
  const id = idFromText(params[name]);
  if (id === undefined) throw new Response("Not Found", { status: 404 });
  return id;
}

export const pageIdOf = (params: Record<string, string | undefined>) => idParam(params, "pageId");
