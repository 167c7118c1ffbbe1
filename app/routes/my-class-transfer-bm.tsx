import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadTransferClasses } from "../components/class-transfer/transfer-loader.server.js";

export { default, headers, links, meta } from "../components/class-transfer/transfer-classes-route.js";

/** /my-class-transfer-bm: the same list in the tutoring brand's addresses (its classes link to their -bm pages). */
export const loader = (args: LoaderFunctionArgs) => loadTransferClasses(args, "bm");
