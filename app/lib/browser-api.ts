import type { ApiClient } from "../../api/client.js";
import type { CallName } from "../../schemas/api/contract.js";
import { useSessionExpired } from "./account/session-expired.js";

/**
 * Calls whose lost answers must not send the visitor away: tracking is fire-and-forget, and what the
 * frame fetches for a signed-in parent by itself (unpaid mark, tips, homework) is left out when it fails
 * (SPEC §8 swallows homework and temp-token failures; chat failures stay in the chat window).
 */
const CALLS_WITHOUT_ERROR_PAGE = new Set<CallName>([
  "trackResource",
  "dataUpload",
  "unpaidRemind",
  "queryTips",
  "checkHomework",
  "getTempToken",
  "startChatSession",
  "queryChatContent",
  // Polled for live seats: a lost poll keeps the last answer on the page.
  "queryCourseSellStatus",
  // Ads are a courtesy: without them the page goes on.
  "queryResourceByLocation",
]);

let client: Promise<ApiClient> | undefined;

/**
 * The browser's API client: same-origin HTTP; a call without an answer sends the visitor to /error, one
 * that finds the session gone (code 9) brings up the session-expired prompt. The
 * client and the contract's schemas load with the first call (a form sent, an ad seen), not with the page.
 */
export function browserApi(signingKey: string): ApiClient {
  return {
    async call(name, data, context, options) {
      client ??= Promise.all([import("../../api/client.js"), import("../../api/transport.js"), import("../../schemas/api/contract.js")]).then(
        ([{ createApiClient }, { httpTransport }, { contract }]) =>
          createApiClient({
            transport: httpTransport(""),
            signingKey,
            onNetworkError: (call) => {
              // A state change sent with an Idempotency-Key stays on its screen, which offers to try again with the same key.
              if (!CALLS_WITHOUT_ERROR_PAGE.has(call) && !contract[call].idempotent) window.location.assign("/error?status=503");
            },
            onSessionInvalid: () => useSessionExpired.getState().expire(),
          }),
      );
      return (await client).call(name, data, context, options);
    },
  };
}
