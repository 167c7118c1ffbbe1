import type { FEEDBACK_QUEUE_STATUSES } from "../../schemas/api/calls/feedback.js";

/** Where customer service answers parents' feedback to teachers (app/routes/admin.orders.feedback.tsx). */
export const FEEDBACK_QUEUE_PATH = "/admin/orders/feedback";

/** The intent of the answer form, as the route's action reads it. */
export const ANSWER_FEEDBACK = "answerFeedback";

export type FeedbackQueueStatus = (typeof FEEDBACK_QUEUE_STATUSES)[number];

/** The queue a `?status=` asks for: the answered ones when it says so, else the open ones. */
export const queueStatusOf = (param: string | null): FeedbackQueueStatus => (param === "answered" ? "answered" : "open");
