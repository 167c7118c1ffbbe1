import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { loadReschedulePage } from "../components/reschedules/reschedule-loader.server.js";
import { SCREENS } from "../../rules/screens.js";
import { RescheduleScreen } from "../components/reschedules/RescheduleScreen.js";
import { reschedulesStylesheet } from "../components/reschedules/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [reschedulesStylesheet];

/**
 * /my-class-transfer/lesson-reschedule/{id} (SPEC §2 Transfers): the same four steps as under /application-transfer,
 * opened from the class transfer screen and leading back to it. Not nested in /my-class-transfer's route (the "_").
 */
export const loader = (args: LoaderFunctionArgs) => loadReschedulePage(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function ClassTransferReschedulePage() {
  const { request, options, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout>{options && <RescheduleScreen key={request.classId} request={request} options={options} hub={SCREENS.classTransfer} />}</PersonalCenterLayout>;
}
