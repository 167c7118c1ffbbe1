/** Route ids (app/routes file names) whose loader data screens of the tool read. */
export const ADMIN_LAYOUT_ID = "routes/admin";
export const SITE_LAYOUT_ID = "routes/admin.sites.$locale";
