import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useAreaTexts } from "../../lib/area-texts.js";
import { PersonalCenterLayout } from "../account/PersonalCenterLayout.js";
import { PathFamilyContext } from "../catalogue/use-path-family.js";
import { classTransferStylesheet } from "./stylesheet.js";
import type { TransferClassesLoader } from "./transfer-loader.server.js";
import { TransferClassesScreen } from "./TransferClassesScreen.js";

// The class list of both address families (app/routes/my-class-transfer._index.tsx, my-class-transfer-bm.tsx).

export const links: LinksFunction = () => [classTransferStylesheet];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<TransferClassesLoader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function TransferClassesPage() {
  const { places, family, texts } = useLoaderData<TransferClassesLoader>();
  useAreaTexts(texts);
  return (
    <PersonalCenterLayout active="courses">
      <PathFamilyContext.Provider value={family}>{places && <TransferClassesScreen places={places} />}</PathFamilyContext.Provider>
    </PersonalCenterLayout>
  );
}
