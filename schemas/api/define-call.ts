import type { z } from "zod";

export type CallAuth = "none" | "optional" | "required" | "staff";

/**
 * Staff roles of the editors' tool. A call names the set of roles allowed to make it (decision 0023): editors
 * draft content, publishers also publish, customer service ("service") works on orders and not on content.
 */
export const STAFF_ROLES = ["editor", "publisher", "service"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles that work on the sites' content: every staff call's roles unless it names others. */
export const CONTENT_ROLES = ["editor", "publisher"] as const satisfies readonly StaffRole[];

export const DEFAULT_TIMEOUT_MS = 60_000;

export interface CallDefinition<Request extends z.ZodType = z.ZodType, Response extends z.ZodType = z.ZodType> {
  /** Where the service answers it: `POST /api<path>`. */
  path: `/${string}`;
  summary: string;
  request: Request;
  response: Response;
  /**
   * none: no token is sent; optional: a parent's token is used when present; required: code 9 without one;
   * staff: a staff session of the editors' tool (never a parent's) of one of `roles`.
   */
  auth: CallAuth;
  /** For staff calls: the roles allowed to make it (CONTENT_ROLES when unset; see allowedRoles). */
  roles?: readonly StaffRole[];
  /** Carries the anti-automation signature header of SPEC §7. */
  signed: boolean;
  /**
   * Changes state and must carry an Idempotency-Key header: a repeat with the same key and body gets the first
   * answer, the same key with another body is refused (decision 0016).
   */
  idempotent: boolean;
  timeoutMs: number;
}

type CallOptions<Request extends z.ZodType, Response extends z.ZodType> = Pick<
  CallDefinition<Request, Response>,
  "path" | "summary" | "request" | "response"
> &
  Partial<Pick<CallDefinition, "auth" | "roles" | "signed" | "idempotent" | "timeoutMs">>;

export function defineCall<Request extends z.ZodType, Response extends z.ZodType>(
  options: CallOptions<Request, Response>,
): CallDefinition<Request, Response> {
  return { auth: "none", signed: false, idempotent: false, timeoutMs: DEFAULT_TIMEOUT_MS, ...options };
}

/** The staff roles allowed to make a staff call. */
export function allowedRoles(definition: Pick<CallDefinition, "roles">): readonly StaffRole[] {
  return definition.roles ?? CONTENT_ROLES;
}

/** Whether a staff member of `role` may make the call (the service refuses it with 4031 otherwise). */
export function roleMayCall(role: StaffRole, definition: Pick<CallDefinition, "roles">): boolean {
  return allowedRoles(definition).includes(role);
}
