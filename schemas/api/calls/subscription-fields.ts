import { z } from "zod";
import { SOLD_SUBSCRIPTION_PERIODS } from "../../learning.js";

/** A period a plan is sold for (SPEC §4 codes: 3 month, 4 year). */
export const subscriptionPeriodField = z.union(SOLD_SUBSCRIPTION_PERIODS.map((period) => z.literal(period)));
export const subscriptionIdField = z.uuid();
