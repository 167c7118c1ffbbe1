import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { loadPrepare } from "../components/my-courses/my-courses-loader.server.js";
import { PrepareScreen } from "../components/my-courses/PrepareScreen.js";
import { myCoursesStylesheet } from "../components/my-courses/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [myCoursesStylesheet];

/** /my-courses/prepare/{id} (SPEC §2 Learning; id is the class's): what the class needs before it starts; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadPrepare(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function PreparePage() {
  const { classId, page, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout active="courses">{page && <PrepareScreen key={classId} course={page.course} apps={page.apps} />}</PersonalCenterLayout>;
}
