import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { checkoutStylesheet } from "../components/checkout/stylesheet.js";
import { unpaidStylesheet } from "../components/unpaid/stylesheet.js";
import { loadUnpaidList } from "../components/unpaid/unpaid-loader.server.js";
import { UnpaidCoursesScreen } from "../components/unpaid/UnpaidCoursesScreen.js";
import { useAreaTexts } from "../lib/area-texts.js";

// The stages table is the checkout's.
export const links: LinksFunction = () => [checkoutStylesheet, unpaidStylesheet];

/** /my-unpaid-courses/list (SPEC §2 Learning): what the family still owes; signed out (or the session gone), the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadUnpaidList(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function UnpaidCoursesPage() {
  const { unpaid, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout>{unpaid && <UnpaidCoursesScreen courses={unpaid.courses} renewal={unpaid.renewal} students={unpaid.students} />}</PersonalCenterLayout>;
}
