import type { z } from "zod";

export type CallAuth = "none" | "optional" | "required" | "staff";

/** Staff roles of the editors' tool, the lesser first: a publisher may do all an editor may. */
export const STAFF_ROLES = ["editor", "publisher"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const DEFAULT_TIMEOUT_MS = 60_000;

export interface CallDefinition<Request extends z.ZodType = z.ZodType, Response extends z.ZodType = z.ZodType> {
  /** Where the service answers it: `POST /api<path>`. */
  path: `/${string}`;
  summary: string;
  request: Request;
  response: Response;
  /**
   * none: no token is sent; optional: a parent's token is used when present; required: code 9 without one;
   * staff: a staff session of the editors' tool (never a parent's), with at least `role`.
   */
  auth: CallAuth;
  /** For staff calls: the least role allowed (editor when unset). */
  role?: StaffRole;
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
  Partial<Pick<CallDefinition, "auth" | "role" | "signed" | "idempotent" | "timeoutMs">>;

export function defineCall<Request extends z.ZodType, Response extends z.ZodType>(
  options: CallOptions<Request, Response>,
): CallDefinition<Request, Response> {
  return { auth: "none", signed: false, idempotent: false, timeoutMs: DEFAULT_TIMEOUT_MS, ...options };
}
