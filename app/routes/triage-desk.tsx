import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { RequireSignIn } from "../components/account/RequireSignIn.js";
import { TriageDesk } from "../components/triage/TriageDesk.js";
import { TriageLayout } from "../components/triage/TriageLayout.js";
import { i18nFor } from "../../i18n/i18n.server.js";
import { requestApi, siteForRequest } from "../lib/api.server.js";
import { visitorPreferences } from "../lib/visitor-prefs.server.js";

/** /triage-desk (sign-in required): the teaching point chosen in the triage layout's header. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await siteForRequest(request, requestApi(context));
  const { language } = visitorPreferences(request, site);
  // What the page shows depends on the visitor (signed in or not, their choice): never for shared caches.
  return data({ title: `${i18nFor(language).t("triage.title")} | ${site.schoolName}` }, { headers: { "Cache-Control": "private, no-store" } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }] : []);

export default function TriageDeskPage() {
  return (
    <TriageLayout>
      <RequireSignIn>
        <TriageDesk />
      </RequireSignIn>
    </TriageLayout>
  );
}
