import type { ApiClient, CallContext } from "../../../api/client.js";
import { ErrorCode, isApiError } from "../../../api/errors.js";
import type { User } from "../../../schemas/api/calls/accounts.js";

/**
 * SPEC §4 Login state: with a token, the account's basic info decides; an answer of code 9 means signed
 * out (and the response clears the cookie, see requestApi). No token: signed out without a call.
 */
export async function signedInUser(api: ApiClient, call: CallContext): Promise<User | null> {
  if (!call.header.unifiedAccessToken) return null;
  try {
    return await api.call("queryUserBasicInfo", { fillInAttention: false }, call);
  } catch (error) {
    if (isApiError(error, ErrorCode.SESSION_INVALID)) return null;
    throw error;
  }
}
