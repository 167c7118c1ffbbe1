import { isApiError } from "../../api/errors.js";
import type { Resolver } from "../define.js";
import type { LeadFormResolved } from "./lead-form-rules.js";
import type { LeadFormData } from "./schema.js";

/** The school's grades, for a form that asks for one. */
export const resolveLeadForm: Resolver<LeadFormData, LeadFormResolved | undefined> = async (data, { api, call }) => {
  if (!data.fields.includes("grade")) return undefined;
  try {
    const { list } = await api.call("queryGrades", {}, call);
    return { grades: list };
  } catch (error) {
    // Without grades the form simply does not ask for one; no answer at all is the page's network error.
    if (isApiError(error) && !error.isNetworkError) return undefined;
    throw error;
  }
};
