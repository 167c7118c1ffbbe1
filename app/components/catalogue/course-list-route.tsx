import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RootLoader } from "../../root.js";
import { SiteShell } from "../shell/SiteShell.js";
import type { CourseListLoader } from "./course-list-loader.server.js";
import { CourseListScreen } from "./CourseListScreen.js";
import { ShopListAds } from "./shop-home/ShopListAds.js";
import { catalogueStylesheet } from "./stylesheet.js";
import { PathFamilyContext } from "./use-path-family.js";

// The course list of both address families (app/routes/courses.list.tsx, courses.list-bm.tsx).

export { loaderHeaders as headers } from "./detail/course-page.js";

export const links: LinksFunction = () => [catalogueStylesheet];

export const meta: MetaFunction<CourseListLoader, { root: RootLoader }> = ({ data: loaded, matches }) => {
  if (!loaded) return [];
  const origin = matches.find((match) => match.id === "root")?.data?.origin;
  return [
    { title: loaded.title },
    { name: "description", content: loaded.description },
    ...(origin ? [{ tagName: "link", rel: "canonical", href: `${origin}${loaded.canonicalPath}` }] : []),
  ];
};

export default function CourseListPage() {
  const loaded = useLoaderData<CourseListLoader>();
  return (
    <SiteShell layout="default">
      <PathFamilyContext.Provider value={loaded.family}>
        <ShopListAds channelIds={loaded.adChannelIds} />
        <CourseListScreen {...loaded} />
      </PathFamilyContext.Provider>
    </SiteShell>
  );
}
