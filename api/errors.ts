/**
 * The error catalogue (SPEC §8): every non-zero `code` a call can answer, with the default message shown
 * when the server sends none. Codes 4000-4299 and 5000 are this service's own additions for bad input,
 * one-time codes and accounts (41xx), signatures, access and limits; the others are the spec's.
 */
export const ErrorCode = {
  SUCCESS: 0,
  SESSION_INVALID: 9,
  COURSE_NEW_USERS_ONLY: 604,
  AUTO_DEBIT_AUTH_FAILED: 611,
  AUTO_DEDUCTION_UNSUPPORTED: 612,
  REFUND_VIA_ORDER_DETAILS: 209,
  AUTO_PAY_IN_PROCESS: 1014,
  ALL_LESSONS_STARTED: 1586,
  TOO_CLOSE_TO_CLASS_START: 1587,
  REFUND_ALREADY_REQUESTED: 1852,
  CLASS_IN_SESSION: 1853,
  NOT_FOUND_OR_ENDED: 4003,
  GROUP_EVENT_ENDED: 6000,
  GROUP_CANNOT_LAUNCH: 6001,
  GROUP_LAUNCH_FAILED: 6002,
  GROUP_FULL: 6003,
  GROUP_CLOSED: 6004,
  GROUP_NOT_AVAILABLE: 6005,
  GROUP_NEW_USERS_ONLY: 6006,
  GROUP_ALREADY_PARTICIPATED: 6007,
  REDEEM_NEW_STUDENTS_ONLY: 7003,
  REDEEM_ALREADY_PARTICIPATED: 7004,
  REDEEM_ALREADY_PARTICIPATED_OTHER: 7005,
  INVALID_INPUT: 4000,
  CODE_INCORRECT: 4100,
  CODE_EXPIRED: 4101,
  CODE_LOCKED: 4102,
  CONTACT_TAKEN: 4103,
  ACCOUNT_NOT_FOUND: 4104,
  SIGN_IN_FAILED: 4105,
  STUDENT_LIMIT: 4106,
  STUDENT_NOT_REMOVABLE: 4107,
  ADDRESS_UNCHANGED: 4108,
  CODE_SUPERSEDED: 4109,
  STAFF_SIGN_IN_FAILED: 4110,
  PAGE_PATH_TAKEN: 4111,
  PAGE_CHANGED_MEANWHILE: 4112,
  PAGE_NOT_PUBLISHABLE: 4113,
  SIGNATURE_MISSING: 4010,
  SIGNATURE_INVALID: 4011,
  SIGNATURE_EXPIRED: 4012,
  SIGNATURE_REPLAYED: 4013,
  PREVIEW_LINK_INVALID: 4014,
  PREVIEW_LINK_EXPIRED: 4015,
  STAFF_SESSION_INVALID: 4016,
  FORBIDDEN_ORIGIN: 4030,
  ROLE_FORBIDDEN: 4031,
  UNKNOWN_CALL: 4040,
  OPERATION_TOO_FREQUENT: 4290,
  SYSTEM_ERROR: 5000,
  /** Never sent by the server: the client's code for a call that got no answer (SPEC §8 network error). */
  NETWORK_ERROR: -1,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export const defaultErrorMessages: Record<ErrorCodeValue, string> = {
  [ErrorCode.SUCCESS]: "success",
  [ErrorCode.SESSION_INVALID]: "Your login session has expired. Please login again to continue",
  [ErrorCode.COURSE_NEW_USERS_ONLY]: "This course is available to new users only.",
  [ErrorCode.AUTO_DEBIT_AUTH_FAILED]:
    "Auto-debit authorisation failed. Please re-authorise in Unpaid Courses.",
  [ErrorCode.AUTO_DEDUCTION_UNSUPPORTED]: "Automatic deduction is not supported. Please pay manually.",
  [ErrorCode.REFUND_VIA_ORDER_DETAILS]: "Please return to the order details to request a refund.",
  [ErrorCode.AUTO_PAY_IN_PROCESS]:
    "Auto pay is in process. The debit completes within 24 hours and you will get an SMS when it does.",
  [ErrorCode.ALL_LESSONS_STARTED]: "All purchased lessons have started.",
  [ErrorCode.TOO_CLOSE_TO_CLASS_START]: "It is too close to the class start to reschedule or transfer.",
  [ErrorCode.REFUND_ALREADY_REQUESTED]: "A refund has already been requested.",
  [ErrorCode.CLASS_IN_SESSION]: "The class is in session.",
  [ErrorCode.NOT_FOUND_OR_ENDED]: "Not found, or the event has ended.",
  [ErrorCode.GROUP_EVENT_ENDED]: "The event has ended.",
  [ErrorCode.GROUP_CANNOT_LAUNCH]: "You cannot launch a group for this event.",
  [ErrorCode.GROUP_LAUNCH_FAILED]: "Launching the group failed.",
  [ErrorCode.GROUP_FULL]: "The group is full.",
  [ErrorCode.GROUP_CLOSED]: "The group is closed.",
  [ErrorCode.GROUP_NOT_AVAILABLE]: "The group is not available.",
  [ErrorCode.GROUP_NEW_USERS_ONLY]: "Only new users can join this group.",
  [ErrorCode.GROUP_ALREADY_PARTICIPATED]: "You have already participated in this event.",
  [ErrorCode.REDEEM_NEW_STUDENTS_ONLY]: "This offer is for new students only.",
  [ErrorCode.REDEEM_ALREADY_PARTICIPATED]: "You have already participated.",
  [ErrorCode.REDEEM_ALREADY_PARTICIPATED_OTHER]: "You have already participated.",
  [ErrorCode.INVALID_INPUT]: "The request is invalid.",
  [ErrorCode.CODE_INCORRECT]: "Incorrect OTP entered.",
  [ErrorCode.CODE_EXPIRED]: "The code has expired. Please send a new one.",
  [ErrorCode.CODE_LOCKED]: "Too many incorrect codes. Please send a new one.",
  [ErrorCode.CODE_SUPERSEDED]: "A newer code has been sent. Please use the latest code.",
  [ErrorCode.CONTACT_TAKEN]: "This email or phone is already taken.",
  [ErrorCode.ACCOUNT_NOT_FOUND]: "No matching record found.",
  [ErrorCode.SIGN_IN_FAILED]: "Sign-in failed.",
  [ErrorCode.STUDENT_LIMIT]: "You can add up to 6 student accounts. Please select existing students again.",
  [ErrorCode.STUDENT_NOT_REMOVABLE]: "This student cannot be removed.",
  [ErrorCode.ADDRESS_UNCHANGED]: "Update failed. Same with the previous address.",
  [ErrorCode.STAFF_SIGN_IN_FAILED]: "The e-mail address or password is incorrect.",
  [ErrorCode.PAGE_PATH_TAKEN]: "A page already exists at this path.",
  [ErrorCode.PAGE_CHANGED_MEANWHILE]: "Someone saved this page after you opened it. Reload it to see their changes.",
  [ErrorCode.PAGE_NOT_PUBLISHABLE]: "The page cannot be published until every module is valid.",
  [ErrorCode.SIGNATURE_MISSING]: "The request signature is missing.",
  [ErrorCode.SIGNATURE_INVALID]: "The request signature is invalid.",
  [ErrorCode.SIGNATURE_EXPIRED]: "The request signature has expired. Please try again.",
  [ErrorCode.SIGNATURE_REPLAYED]: "The request signature has already been used.",
  [ErrorCode.PREVIEW_LINK_INVALID]: "The preview link is invalid.",
  [ErrorCode.PREVIEW_LINK_EXPIRED]: "The link has expired. Please retrieve the link and visit again",
  [ErrorCode.STAFF_SESSION_INVALID]: "Please sign in to the editors' tool.",
  [ErrorCode.FORBIDDEN_ORIGIN]: "Cross-site requests are not allowed.",
  [ErrorCode.ROLE_FORBIDDEN]: "Your role does not allow this. Ask a publisher.",
  [ErrorCode.UNKNOWN_CALL]: "Unknown call.",
  [ErrorCode.OPERATION_TOO_FREQUENT]: "Operation too frequent",
  [ErrorCode.SYSTEM_ERROR]: "system error",
  [ErrorCode.NETWORK_ERROR]: "Loading failed, please check your connection.",
};

/** A call that answered with a non-zero code, or (code -1) did not answer at all. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string = defaultErrorMessages[code as ErrorCodeValue] ?? defaultErrorMessages[ErrorCode.SYSTEM_ERROR],
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }

  get isNetworkError(): boolean {
    return this.code === ErrorCode.NETWORK_ERROR;
  }
}

export function isApiError(error: unknown, code?: number): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
