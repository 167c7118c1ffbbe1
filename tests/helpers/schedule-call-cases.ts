import { randomBytes } from "node:crypto";
import type { adminScheduleCalls } from "../../schemas/api/calls/admin-schedules.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import type { SignedInStaff } from "./staff.js";
import type { TestService } from "./test-service.js";

/** The cases of tests/integration/calls.test.ts for the schedule calls (decision 0017), made as the publisher. */
type Cases<N extends keyof typeof adminScheduleCalls> = {
  valid: RequestOf<N> | ((running: TestService, family: unknown, staff: SignedInStaff) => Promise<RequestOf<N>>);
  wrongType: unknown;
  missing: { data: unknown; field: string };
};

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

async function newPage(staff: SignedInStaff) {
  const path = `/schedule-calls-${randomBytes(5).toString("hex")}`;
  return (await staff.api.call("adminCreatePage", { locale: "uk", path, title: "Open day" }, staff.call)).pageId;
}

export const scheduleCallCases: { [N in keyof typeof adminScheduleCalls]: Cases<N> } = {
  adminPageSchedules: {
    valid: async (_running, _family, staff) => ({ pageId: await newPage(staff) }),
    wrongType: { pageId: "7" },
    missing: { data: {}, field: "data.pageId" },
  },
  adminSiteSchedules: { valid: { locale: "uk" }, wrongType: { locale: 44 }, missing: { data: {}, field: "data.locale" } },
  adminSchedulePage: {
    valid: async (_running, _family, staff) => ({ pageId: await newPage(staff), action: "publish", version: 1, runAt: inAnHour() }),
    wrongType: { pageId: 1, action: "publish", version: 1, runAt: 1_900_000_000_000 },
    missing: { data: { pageId: 1, action: "unpublish" }, field: "data.runAt" },
  },
  adminCancelSchedule: {
    valid: async (_running, _family, staff) => {
      const request = { pageId: await newPage(staff), action: "unpublish" as const, runAt: inAnHour() };
      return { scheduleId: (await staff.api.call("adminSchedulePage", request, staff.call)).schedule.id };
    },
    wrongType: { scheduleId: "1" },
    missing: { data: {}, field: "data.scheduleId" },
  },
  adminUnpublish: {
    valid: async (_running, _family, staff) => {
      const pageId = await newPage(staff);
      await staff.api.call("adminPublish", { pageId, version: 1 }, staff.call);
      return { pageId };
    },
    wrongType: { pageId: null },
    missing: { data: {}, field: "data.pageId" },
  },
};
