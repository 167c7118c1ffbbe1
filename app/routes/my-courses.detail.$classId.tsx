import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { loadMyCourseDetail } from "../components/my-courses/my-courses-loader.server.js";
import { MyCourseDetailScreen } from "../components/my-courses/MyCourseDetailScreen.js";
import { myCoursesStylesheet } from "../components/my-courses/stylesheet.js";
import { FeedbackToTeachers } from "../components/feedback/FeedbackToTeachers.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [myCoursesStylesheet];

/** /my-courses/detail/{classId} (SPEC §2 Learning): a class of the family's student; another family's is a 404; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadMyCourseDetail(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function MyCourseDetailPage() {
  const { classId, page, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout active="courses">{page && <MyCourseDetailScreen key={classId} course={page.course} teacherFeedback={<FeedbackToTeachers classId={classId} />} />}</PersonalCenterLayout>;
}
