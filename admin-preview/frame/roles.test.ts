import { describe, expect, it } from "vitest";
import { STAFF_ROLES, type StaffRole } from "../../schemas/api/define-call.js";
import { mayCall, type AdminCallName } from "./roles.js";

/** A sample of the tool's calls and the roles that may make each. */
const EXPECTED: Record<string, readonly StaffRole[]> = {
  adminWhoAmI: STAFF_ROLES,
  adminSignOut: STAFF_ROLES,
  adminAuditLog: STAFF_ROLES,
  adminListSites: ["editor", "publisher"],
  adminListPages: ["editor", "publisher"],
  adminCreatePage: ["editor", "publisher"],
  adminCopyPage: ["editor", "publisher"],
  adminSaveDraft: ["editor", "publisher"],
  adminSaveNavigation: ["editor", "publisher"],
  adminListMedia: ["editor", "publisher"],
  adminListShortLinks: ["editor", "publisher"],
  adminPublish: ["publisher"],
  adminRollback: ["publisher"],
  adminPublishNavigation: ["publisher"],
  adminRollbackNavigation: ["publisher"],
  adminSaveResource: ["publisher"],
  adminDeleteShortLink: ["publisher"],
  adminDeleteMedia: ["publisher"],
  serviceFindOrders: ["service"],
  serviceOrderTimeline: ["service"],
} satisfies Partial<Record<AdminCallName, readonly StaffRole[]>>;

describe("mayCall", () => {
  it.each(Object.entries(EXPECTED).flatMap(([call, allowed]) => STAFF_ROLES.map((role) => [role, call, allowed.includes(role)] as const)))(
    "%s may make %s: %s",
    (role, call, allowed) => {
      expect(mayCall(role, call as AdminCallName)).toBe(allowed);
    },
  );
});
