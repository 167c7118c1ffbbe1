import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";

// The one place that configures dayjs for the regional rules: every zone conversion goes through its
// utc and timezone plugins (which read the IANA database through Intl), never through hand-written offsets.
dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };
export type { Dayjs } from "dayjs";
