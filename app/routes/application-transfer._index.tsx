import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { ApplicationsHubScreen } from "../components/reschedules/ApplicationsHubScreen.js";
import { loadApplicationsHub } from "../components/reschedules/reschedule-loader.server.js";
import { reschedulesStylesheet } from "../components/reschedules/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [reschedulesStylesheet];

/** /application-transfer (SPEC §2 Transfers): the family's classes with reschedules left, the records and the rules; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadApplicationsHub(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function ApplicationsHubPage() {
  const { classes, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout>{classes && <ApplicationsHubScreen classes={classes} />}</PersonalCenterLayout>;
}
