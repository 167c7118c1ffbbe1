import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { AcknowledgementScreen } from "../components/class-transfer/AcknowledgementScreen.js";
import { classTransferStylesheet } from "../components/class-transfer/stylesheet.js";
import { loadAcknowledgement } from "../components/class-transfer/transfer-loader.server.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [classTransferStylesheet];

/** /my-class-transfer/order-acknowledgement?classId=… (SPEC §2 Transfers): the rules accepted before a transfer. */
export const loader = (args: LoaderFunctionArgs) => loadAcknowledgement(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function TransferAcknowledgementPage() {
  const { classId, studentId, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return (
    <PersonalCenterLayout active="courses">
      <AcknowledgementScreen classId={classId} studentId={studentId} />
    </PersonalCenterLayout>
  );
}
