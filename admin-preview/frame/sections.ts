import type { StaffRole } from "../../schemas/api/define-call.js";
import { mayCall, type AdminCallName } from "./roles.js";

/**
 * The tool's sections: where each starts, the paths it owns, and the call its screens cannot do without, which
 * decides whether a role has the section at all. A page editor (/admin/pages/...) belongs to Sites, where pages
 * are found.
 */
export const SECTIONS = [
  { key: "sites", to: "/admin", call: "adminListPages", owns: (path: string) => path === "/admin" || /^\/admin\/(sites|pages)(\/|$)/.test(path) },
  { key: "media", to: "/admin/media", call: "adminListMedia", owns: (path: string) => /^\/admin\/media(\/|$)/.test(path) },
  { key: "shortLinks", to: "/admin/short-links", call: "adminListShortLinks", owns: (path: string) => /^\/admin\/short-links(\/|$)/.test(path) },
  { key: "orders", to: "/admin/orders", call: "serviceFindOrders", owns: (path: string) => /^\/admin\/orders(\/|$)/.test(path) },
  { key: "audit", to: "/admin/audit", call: "adminAuditLog", owns: (path: string) => /^\/admin\/audit(\/|$)/.test(path) },
] as const satisfies readonly { key: string; to: string; call: AdminCallName; owns: (path: string) => boolean }[];

export type Section = (typeof SECTIONS)[number];

const mayUse = (role: StaffRole, section: Section) => mayCall(role, section.call);

/** The sections a role works in, in the frame's order. */
export function sectionsFor(role: StaffRole): Section[] {
  return SECTIONS.filter((section) => mayUse(role, section));
}

/**
 * Whether a staff member may open a page of the tool: `open`, `forbidden` (the tool's 403), or, for the tool's
 * start (/admin) in a role without Sites, `redirect` to the role's first section.
 */
export function screenAccess(role: StaffRole, path: string): { kind: "open" } | { kind: "forbidden" } | { kind: "redirect"; to: string } {
  const trimmed = path.replace(/\/+$/, "") || "/";
  const section = SECTIONS.find((candidate) => candidate.owns(trimmed));
  if (!section || mayUse(role, section)) return { kind: "open" };
  const first = sectionsFor(role)[0];
  return trimmed === "/admin" && first ? { kind: "redirect", to: first.to } : { kind: "forbidden" };
}
