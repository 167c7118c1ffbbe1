import { useCallback, useState } from "react";
import { useSiteApi } from "../../../api/site-api-context.js";
import type { AssessmentBooking } from "../../../schemas/api/calls/assessments.js";

export interface MyBookings {
  list: AssessmentBooking[];
  /** Asks for the family's bookings again and shows them; answers them too. */
  reload(): Promise<AssessmentBooking[]>;
}

/** The family's assessment bookings, the latest time first, as the page or dialog loaded them and after each change. */
export function useMyBookings(loaded: AssessmentBooking[]): MyBookings {
  const { api, call } = useSiteApi();
  const [list, setList] = useState(loaded);
  const reload = useCallback(async () => {
    const { list: fresh } = await api.call("queryMyAssessments", {}, call);
    setList(fresh);
    return fresh;
  }, [api, call]);
  return { list, reload };
}
