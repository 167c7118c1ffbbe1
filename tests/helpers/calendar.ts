import type { ApiClient, CallContext } from "../../api/client.js";
import { calendarFeedTokenOf, type calendarCalls } from "../../schemas/api/calls/calendar.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import type { SignedInStaff } from "./staff.js";
import type { TestService } from "./test-service.js";

/** A signed-in family as the helpers of tests/helpers/accounts.ts make it. */
interface Family {
  api: ApiClient;
  call: CallContext;
}

/** The token of a feed address the calendar calls answered (/calendar/{token}.ics). */
export function feedTokenOf({ path }: { path: string }): string {
  const token = calendarFeedTokenOf(path.split("/").pop());
  if (!token) throw new Error(`no feed token in ${path}`);
  return token;
}

/** The token of the family's feed, made on the first ask. */
export const familyFeedToken = async (family: Family) => feedTokenOf(await family.api.call("queryCalendarFeed", {}, family.call));

/** The cases of tests/integration/calls.test.ts for the calendar feed calls (issue 17). */
type Cases<N extends keyof typeof calendarCalls> = {
  valid: RequestOf<N> | ((running: TestService, family: Family, staff: SignedInStaff) => Promise<RequestOf<N>>);
  wrongType: unknown;
  missing: { data: unknown; field: string };
};

export const calendarCallCases: { [N in keyof typeof calendarCalls]: Cases<N> } = {
  queryCalendarFeed: { valid: {}, wrongType: "feed", missing: { data: undefined, field: "data" } },
  renewCalendarFeed: { valid: {}, wrongType: ["renew"], missing: { data: undefined, field: "data" } },
  getCalendarFeedFile: {
    valid: async (_running, family) => ({ token: await familyFeedToken(family) }),
    wrongType: { token: 42 },
    missing: { data: {}, field: "data.token" },
  },
};
