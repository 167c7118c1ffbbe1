import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { loadRescheduleRules } from "../components/reschedules/reschedule-loader.server.js";
import { RescheduleRulesScreen } from "../components/reschedules/RescheduleRulesScreen.js";
import { reschedulesStylesheet } from "../components/reschedules/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [reschedulesStylesheet];

/** /application-transfer/rules (SPEC §2, §9): the reschedule and transfer rules; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadRescheduleRules(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function RescheduleRulesPage() {
  const { texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return (
    <PersonalCenterLayout>
      <RescheduleRulesScreen />
    </PersonalCenterLayout>
  );
}
