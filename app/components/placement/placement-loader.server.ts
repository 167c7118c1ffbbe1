import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { areaPage } from "../../lib/area-texts.server.js";
import { PERSONAL_PAGE } from "../../lib/cache-control.js";
import { accountData, settingsCalls } from "../account/settings/settings-loader.server.js";
import { bookingData } from "./booking-data.js";
import { centerById, sitePathOrNull } from "./booking-rules.js";

/**
 * A page with the free assessment's booking: the title, the learning texts, the site's options, the family's students
 * and bookings (signed in; null otherwise, the page asks to log in). `centerParam` is the triage desk's {id}: a centre
 * of the site is chosen at the start, anything else is ignored.
 */
async function loadBookingPage(args: LoaderFunctionArgs, titleKey: string, centerParam?: string) {
  const calls = await settingsCalls(args, titleKey);
  const load = async () => {
    const data = await bookingData(calls.api, calls.call);
    return { ...data, preselectedCenterId: centerById(data.options, centerParam)?.teachingPointId ?? null };
  };
  const page = calls.hasToken ? await accountData(load()) : null;
  return { ...areaPage({ ...calls, area: "learning" }), page };
}

/**
 * /appointmentDiagnosis (SPEC §2; query cancelUrl, successUrl, type=4, url): the links to leave by, each only when it is
 * a path of this site. `type` and `url` are read by nothing yet.
 */
export async function loadAppointmentDiagnosis(args: LoaderFunctionArgs) {
  const query = new URL(args.request.url).searchParams;
  const page = await loadBookingPage(args, "placement.title");
  return data(
    { ...page, cancelPath: sitePathOrNull(query.get("cancelUrl")), successPath: sitePathOrNull(query.get("successUrl")) },
    { headers: PERSONAL_PAGE },
  );
}

/** /triage-desk/{id} (SPEC §2 Other): the booking as numbered steps, the teaching point {id}'s centre chosen when it is one. */
export async function loadTriageBooking(args: LoaderFunctionArgs) {
  return data(await loadBookingPage(args, "placement.triageTitle", args.params.id), { headers: PERSONAL_PAGE });
}
