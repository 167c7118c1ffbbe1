import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { RequireSignIn } from "../components/account/RequireSignIn.js";
import { TriageDesk } from "../components/triage/TriageDesk.js";
import { TriageLayout } from "../components/triage/TriageLayout.js";
import { siteI18n } from "../../i18n/i18n.server.js";
import { requestApi, siteForRequest } from "../lib/api.server.js";
import { PERSONAL_PAGE } from "../lib/cache-control.js";

/** /triage-desk (sign-in required): the teaching point chosen in the triage layout's header. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await siteForRequest(request, requestApi(context));
  const t = await siteI18n(site).getFixedT(request);
  // What the page shows depends on the visitor (signed in or not, their choice): never for shared caches.
  return data({ title: `${t("triage.title")} | ${site.schoolName}` }, { headers: PERSONAL_PAGE });
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
