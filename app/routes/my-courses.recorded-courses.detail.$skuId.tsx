import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { loadRecordedCourse } from "../components/recorded/recorded-loader.server.js";
import { RecordedCourseScreen } from "../components/recorded/RecordedCourseScreen.js";
import { recordedStylesheet } from "../components/recorded/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [recordedStylesheet];

/** /my-courses/recorded-courses/detail/{skuId} (SPEC §2 Learning): a recorded course the family bought; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadRecordedCourse(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function RecordedCoursePage() {
  const { skuId, course, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout active="courses">{course && <RecordedCourseScreen key={skuId} course={course} />}</PersonalCenterLayout>;
}
