import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RequireSignIn } from "../components/account/RequireSignIn.js";
import { BookingScreen } from "../components/placement/BookingScreen.js";
import { loadTriageBooking } from "../components/placement/placement-loader.server.js";
import { placementStylesheet } from "../components/placement/stylesheet.js";
import { TriageLayout } from "../components/triage/TriageLayout.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [placementStylesheet];

/**
 * /triage-desk/{id} (SPEC §2 Other, sign-in required): the free assessment booked in numbered steps, the teaching point
 * {id}'s learning centre chosen at the start. Not nested in /triage-desk (`_`), which has a page of its own.
 */
export const loader = (args: LoaderFunctionArgs) => loadTriageBooking(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function TriageBookingPage() {
  const { page, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return (
    <TriageLayout>
      <RequireSignIn>{page && <BookingScreen key={page.preselectedCenterId} page={page} titleKey="placement.triageTitle" />}</RequireSignIn>
    </TriageLayout>
  );
}
