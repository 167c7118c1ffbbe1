import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { ClassTransferScreen } from "../components/class-transfer/ClassTransferScreen.js";
import { classTransferStylesheet } from "../components/class-transfer/stylesheet.js";
import { loadClassTransfer } from "../components/class-transfer/transfer-loader.server.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [classTransferStylesheet];

/** /my-class-transfer/class-transfer/{classId} (SPEC §2 Transfers): a class transferred in three steps; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadClassTransfer(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function ClassTransferPage() {
  const { classId, transfer, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout active="courses">{transfer && <ClassTransferScreen key={classId} transfer={transfer} />}</PersonalCenterLayout>;
}
