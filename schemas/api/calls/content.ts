import { z } from "zod";
import { LOCATION_KEYS } from "../../location-keys.js";
import { hasNewsletterSuffix, NEWSLETTER_EMAIL_MAX, NEWSLETTER_EMAIL_PATTERN } from "../../newsletter-rules.js";
import { defineCall } from "../define-call.js";
import { id, text } from "../fields.js";


const resource = z.object({ resId: id, url: z.string(), target: z.boolean(), src: z.string() });

/** Shop channels an ad is for, or a screen shows (decision 0022). */
export const adChannelIds = z.array(id).max(50);

export const newsletterEmailSchema = text(NEWSLETTER_EMAIL_MAX, { min: 1, trim: true })
  .regex(NEWSLETTER_EMAIL_PATTERN, "must be an e-mail address")
  .refine(hasNewsletterSuffix, "must end in a common e-mail domain");

export const contentCalls = {
  queryResourceByLocation: defineCall({
    path: "/content/resources",
    summary:
      "The ads of each location key, in order: those for every channel, and those for one of the location's channelIds (shop channels, 4003 otherwise).",
    request: z
      .array(z.object({ locationKey: z.enum(LOCATION_KEYS), channelIds: adChannelIds.default([]) }))
      .min(1)
      .max(LOCATION_KEYS.length),
    response: z.array(z.object({ locationKey: z.enum(LOCATION_KEYS), resources: z.array(resource) })),
  }),
  trackResource: defineCall({
    path: "/content/resources/track",
    summary: "Counts an ad shown or clicked.",
    request: z.object({ resId: id, kind: z.enum(["show", "click"]) }),
    response: z.null(),
  }),
  getOrigin: defineCall({
    path: "/content/short-link",
    summary: "The URL a short-link code stands for; code 4003 when there is none.",
    request: z.object({ url: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, "must be a short-link code") }),
    response: z.object({ url: z.string() }),
  }),
  dataUpload: defineCall({
    path: "/content/track",
    summary: "A batch of tracking events.",
    request: z
      .array(
        z.object({
          event: text(64, { min: 1 }),
          params: z.record(text(64), z.union([text(512), z.number(), z.boolean(), z.null()])).default({}),
          userId: text(64).optional(),
          devId: text(64).optional(),
          activityId: text(64).optional(),
          projectId: text(64).optional(),
          dataType: text(32).optional(),
        }),
      )
      .min(1)
      .max(50),
    response: z.null(),
  }),
  submitEmail: defineCall({
    path: "/content/newsletter",
    summary: "Subscribes an e-mail address to the site's newsletter (subscribing twice is not an error).",
    request: z.object({ email: newsletterEmailSchema }),
    response: z.null(),
  }),
};
