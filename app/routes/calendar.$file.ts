import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCalendarFeedFile } from "../components/calendar/calendar-loader.server.js";

/** /calendar/{token}.ics: a family's private calendar feed, for calendar apps (issue 17). */
export const loader = (args: LoaderFunctionArgs) => loadCalendarFeedFile(args);
