import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useAreaTexts } from "../../lib/area-texts.js";
import { PersonalCenterLayout } from "../account/PersonalCenterLayout.js";
import type { AutoPayNoticeLoader } from "./auto-pay-loaders.server.js";
import { AutoPayNoticeScreen } from "./AutoPayNoticeScreen.js";
import { autoPayStylesheet } from "./stylesheet.js";

// The auto-pay notice of both addresses that share it (app/routes/*.autopay-notice.$status.tsx, SPEC §2 Learning).

export const links: LinksFunction = () => [autoPayStylesheet];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<AutoPayNoticeLoader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }] : []);

export default function AutoPayNoticePage() {
  const { status, screen, texts } = useLoaderData<AutoPayNoticeLoader>();
  useAreaTexts(texts);
  return (
    <PersonalCenterLayout>
      <AutoPayNoticeScreen status={status} screen={screen} />
    </PersonalCenterLayout>
  );
}
