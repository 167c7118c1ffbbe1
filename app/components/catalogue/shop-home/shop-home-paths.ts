import { DEFAULT_LIST_QUERY, listHref } from "../list-query.js";

/** The shop home (SPEC §2): its own screen, and the builder page of the same path for what marketers add. */
export const SHOP_HOME_PATH = "/courses";

/** Class cards in a channel's row on the shop home. */
export const SHOP_HOME_ROW_SIZE = 4;

/** /courses/list showing one channel. */
export const channelListHref = (channelId: number) => listHref(DEFAULT_LIST_QUERY, { channelId });
