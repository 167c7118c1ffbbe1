import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useAreaTexts } from "../../lib/area-texts.js";
import { catalogueStylesheet } from "../catalogue/stylesheet.js";
import { SiteShell } from "../shell/SiteShell.js";
import { GroupBuyScreen } from "./GroupBuyScreen.js";
import type { GroupBuyPageLoader } from "./group-buy-loader.server.js";
import { groupBuyMeta } from "./group-buy-seo.js";
import { groupBuyStylesheet } from "./stylesheet.js";

// The page of app/routes/activity.group.detail.$id.tsx.

export { CoursePageError as ErrorBoundary } from "../catalogue/detail/course-page.js";

// The teachers' avatars are the catalogue's.
export const links: LinksFunction = () => [catalogueStylesheet, groupBuyStylesheet];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<GroupBuyPageLoader> = ({ data }) => groupBuyMeta(data?.title, data?.seo);

export default function GroupBuyPage() {
  const { texts, view, loadedAt, origin } = useLoaderData<GroupBuyPageLoader>();
  useAreaTexts(texts);
  return (
    <SiteShell layout="default">
      <GroupBuyScreen key={`${view.activityId}-${view.group?.groupId ?? ""}`} view={view} loadedAt={loadedAt} origin={origin} />
    </SiteShell>
  );
}
