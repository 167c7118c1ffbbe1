import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RequireSignIn } from "../components/account/RequireSignIn.js";
import { BookingScreen } from "../components/placement/BookingScreen.js";
import { loadAppointmentDiagnosis } from "../components/placement/placement-loader.server.js";
import { placementStylesheet } from "../components/placement/stylesheet.js";
import { SiteShell } from "../components/shell/SiteShell.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [placementStylesheet];

/** /appointmentDiagnosis (SPEC §2; query cancelUrl, successUrl): a free assessment booked, and the family's bookings; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadAppointmentDiagnosis(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function AppointmentDiagnosisPage() {
  const { page, cancelPath, successPath, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return (
    <SiteShell layout="default">
      <RequireSignIn>{page && <BookingScreen page={page} titleKey="placement.title" cancelPath={cancelPath} successPath={successPath} />}</RequireSignIn>
    </SiteShell>
  );
}
