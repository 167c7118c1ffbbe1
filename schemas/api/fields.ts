import { z } from "zod";

/** Field shapes reused by many calls, so every string has a bound and every id the same rules. */
export const emptyRequest = z.object({});
export const id = z.number().int().positive();
export const shortText = z.string().max(200);

export const namedItem = z.object({ id: z.number().int().nonnegative(), name: z.string() });
export const listOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item) });
