import { ErrorCode } from "../../../api/errors.js";
import type { TransferRefusal } from "../../../schemas/api/calls/class-transfers.js";

/** The error catalogue's code of each refusal (SPEC §8), where it has one; the others are told by their reason alone. */
const REFUSAL_CODES: Record<TransferRefusal, number | null> = {
  transfersUsedUp: ErrorCode.TRANSFER_LIMIT_REACHED,
  transferPending: ErrorCode.UNPAID_ORDER_EXISTS,
  inSession: ErrorCode.CLASS_IN_SESSION,
  nearSession: ErrorCode.TOO_CLOSE_TO_CLASS_START,
  allLessonsStarted: ErrorCode.ALL_LESSONS_STARTED,
  noLessonsLeft: ErrorCode.ALL_LESSONS_STARTED,
  alreadyInClass: null,
  full: ErrorCode.OUT_OF_STOCK,
  timeConflict: ErrorCode.CLASS_TIME_CONFLICT,
};

export const refusalOf = (reason: TransferRefusal) => ({ reason, code: REFUSAL_CODES[reason] });
