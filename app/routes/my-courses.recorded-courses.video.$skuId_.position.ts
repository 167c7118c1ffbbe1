import type { ActionFunctionArgs } from "@remix-run/node";
import { saveWatchPosition } from "../components/recorded/recorded-loader.server.js";

/** POST /my-courses/recorded-courses/video/{skuId}/position: where the player is in a lesson (the video page saves it as it plays). */
export const action = (args: ActionFunctionArgs) => saveWatchPosition(args);
