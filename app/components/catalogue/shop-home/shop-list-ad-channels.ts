import type { ResponseOf } from "../../../../schemas/api/contract.js";
import type { ListQuery } from "../list-query.js";

/**
 * The channels whose ads /courses/list shows (decision 0022): the chosen channel, or, under ALL, every
 * channel the list's other filters find classes in (the selectors' channel options but ALL).
 */
export function shopListAdChannels(query: Pick<ListQuery, "channelId">, selectors: Pick<ResponseOf<"queryCourseSelectors">, "channels">): number[] {
  if (query.channelId !== 0) return [query.channelId];
  return selectors.channels.map((option) => option.id).filter((id) => id !== 0);
}
