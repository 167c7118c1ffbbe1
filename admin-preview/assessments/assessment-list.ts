import type { ResponseOf } from "../../schemas/api/contract.js";
import { LOCALES, type Locale } from "../../schemas/site.js";

/** Where customer service sees the free assessments booked to come (app/routes/admin.orders.assessments.tsx). */
export const ASSESSMENT_LIST_PATH = "/admin/orders/assessments";

export type ServiceAssessment = ResponseOf<"serviceListAssessments">["list"][number];

/** The site a `?site=` asks for; anything that is no site's locale lists every site. */
export const siteFilterOf = (param: string | null): Locale | undefined => LOCALES.find((locale) => locale === param);
