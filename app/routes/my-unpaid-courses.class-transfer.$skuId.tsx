import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { loadUnpaidClassTransfer } from "../components/class-transfer/transfer-loader.server.js";
import { useAreaTexts } from "../lib/area-texts.js";

/**
 * /my-unpaid-courses/class-transfer/{skuId} (SPEC §2 Learning): transferring a class with stages still owed, from the
 * unpaid list. Signed in, the loader sends the parent on to the class's transfer; signed out, the sign-in prompt.
 */
export const loader = (args: LoaderFunctionArgs) => loadUnpaidClassTransfer(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function UnpaidClassTransferPage() {
  const { texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout active="unpaid-courses">{null}</PersonalCenterLayout>;
}
