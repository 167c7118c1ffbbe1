import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadTransferClasses } from "../components/class-transfer/transfer-loader.server.js";

export { default, headers, links, meta } from "../components/class-transfer/transfer-classes-route.js";

/** /my-class-transfer (SPEC §2 Transfers): the family's classes to transfer or reschedule; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadTransferClasses(args, "plain");
