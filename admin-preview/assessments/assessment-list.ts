import type { ResponseOf } from "../../schemas/api/contract.js";

/** Where customer service sees the free assessments booked to come (app/routes/admin.orders.assessments.tsx). */
export const ASSESSMENT_LIST_PATH = "/admin/orders/assessments";

export type ServiceAssessment = ResponseOf<"serviceListAssessments">["list"][number];
