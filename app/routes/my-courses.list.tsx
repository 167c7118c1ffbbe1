import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { loadMyCourseList } from "../components/my-courses/my-courses-loader.server.js";
import { MyCoursesScreen } from "../components/my-courses/MyCoursesScreen.js";
import { myCoursesStylesheet } from "../components/my-courses/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [myCoursesStylesheet];

/** /my-courses/list (SPEC §2 Learning): a student's courses under All, Current and Completed; signed out (or the session gone), the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadMyCourseList(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function MyCoursesPage() {
  const { query, page, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout active="courses">{page && <MyCoursesScreen query={query} courses={page.courses} students={page.students} />}</PersonalCenterLayout>;
}
