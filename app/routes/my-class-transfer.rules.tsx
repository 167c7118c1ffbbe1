import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { classTransferStylesheet } from "../components/class-transfer/stylesheet.js";
import { loadTransferRules } from "../components/class-transfer/transfer-loader.server.js";
import { TransferRulesScreen } from "../components/class-transfer/TransferRulesScreen.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [classTransferStylesheet];

/** /my-class-transfer/rules (SPEC §2 Transfers, §9): the class transfer rules. */
export const loader = (args: LoaderFunctionArgs) => loadTransferRules(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function TransferRulesPage() {
  const { texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return (
    <PersonalCenterLayout active="courses">
      <TransferRulesScreen />
    </PersonalCenterLayout>
  );
}
