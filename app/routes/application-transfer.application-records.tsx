import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { ApplicationRecordsScreen } from "../components/reschedules/ApplicationRecordsScreen.js";
import { loadApplicationRecords } from "../components/reschedules/reschedule-loader.server.js";
import { reschedulesStylesheet } from "../components/reschedules/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [reschedulesStylesheet];

/** /application-transfer/application-records (SPEC §2, §3): the family's transfers and reschedules; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadApplicationRecords(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function ApplicationRecordsPage() {
  const { query, records, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout>{records && <ApplicationRecordsScreen query={query} records={records} />}</PersonalCenterLayout>;
}
