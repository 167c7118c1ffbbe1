/** Every page of the tool is the staff member's own and never indexed. */
export const ADMIN_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/** A tool page's title (from its loader) and the robots rule every tool page carries. */
export const adminMeta = (title: string | undefined) => [...(title ? [{ title }] : []), { name: "robots", content: "noindex" }];
