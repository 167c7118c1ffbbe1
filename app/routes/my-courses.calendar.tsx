import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { loadCalendarFeedPage } from "../components/calendar/calendar-loader.server.js";
import { CalendarFeedScreen } from "../components/calendar/CalendarFeedScreen.js";
import { calendarStylesheet } from "../components/calendar/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [calendarStylesheet];

/** /my-courses/calendar (issue 17): the family's private calendar feed of its children's lessons; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadCalendarFeedPage(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function CalendarFeedPage() {
  const { origin, feed, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout active="courses">{feed && <CalendarFeedScreen origin={origin} feed={feed} />}</PersonalCenterLayout>;
}
