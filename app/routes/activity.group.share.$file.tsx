import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadGroupShareImage } from "../components/group-buy/group-buy-loader.server.js";

/** /activity/group/share/{activityId}.png: a group buy's Open Graph image (decision 0036); other names are 404s. */
export const loader = (args: LoaderFunctionArgs) => loadGroupShareImage(args);
