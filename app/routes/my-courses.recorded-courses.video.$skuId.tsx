import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { loadRecordedVideo } from "../components/recorded/recorded-loader.server.js";
import { RecordedVideoScreen } from "../components/recorded/RecordedVideoScreen.js";
import { recordedStylesheet } from "../components/recorded/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [recordedStylesheet];

/** /my-courses/recorded-courses/video/{skuId}?lesson=N (SPEC §2 Learning): a lesson's video; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadRecordedVideo(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function RecordedVideoPage() {
  const { skuId, course, lessonNumber, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return (
    <PersonalCenterLayout active="courses">
      {course && lessonNumber !== null && <RecordedVideoScreen key={skuId} course={course} lessonNumber={lessonNumber} />}
    </PersonalCenterLayout>
  );
}
