import type { ApiClient, CallContext } from "../../../api/client.js";
import { familyStudents } from "../../lib/account/student-names.js";
import type { FreeAssessmentProps } from "./FreeAssessment.js";

/** What the booking needs of the service, for the pages' loaders and the dialog alike: the site's options, the family's students and bookings. */
export async function bookingData(api: ApiClient, call: CallContext): Promise<Pick<FreeAssessmentProps, "options" | "students" | "bookings">> {
  const [options, family, mine] = await Promise.all([api.call("queryAssessmentOptions", {}, call), api.call("getFamilyStudentsList", {}, call), api.call("queryMyAssessments", {}, call)]);
  return { options, students: familyStudents(family), bookings: mine.list };
}
