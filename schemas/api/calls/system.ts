import { z } from "zod";
import { defineCall } from "../define-call.js";
import { emptyRequest } from "../fields.js";

export const systemCalls = {
  getSystemTimestamp: defineCall({
    path: "/system/timestamp",
    summary: "The server time in milliseconds, used by clients to sign requests.",
    request: emptyRequest,
    response: z.number().int().positive(),
  }),
};
