import type { Handlers } from "../service/context.js";

export const systemHandlers: Handlers<"getSystemTimestamp"> = {
  getSystemTimestamp: async (_data, ctx) => ctx.now.getTime(),
};
