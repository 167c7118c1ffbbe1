import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { loadReschedulePage } from "../components/reschedules/reschedule-loader.server.js";
import { APPLICATION_PATHS } from "../components/reschedules/reschedule-view.js";
import { RescheduleScreen } from "../components/reschedules/RescheduleScreen.js";
import { reschedulesStylesheet } from "../components/reschedules/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [reschedulesStylesheet];

/** /application-transfer/lesson-reschedule/{id} (SPEC §2 Transfers): a lesson of the family's class moved in four steps; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadReschedulePage(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function ApplicationReschedulePage() {
  const { request, options, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout>{options && <RescheduleScreen key={request.classId} request={request} options={options} hub={APPLICATION_PATHS.hub} />}</PersonalCenterLayout>;
}
