import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AvailableClasses } from "../components/catalogue/detail/AvailableClasses.js";
import {
  catalogueAnswer,
  catalogueRequest,
  cardListHeaders,
  skuIdParam,
} from "../components/catalogue/detail/catalogue-loader.server.js";
import stylesheet from "../components/catalogue/detail/course-detail.css?url";
import { catalogueStylesheet } from "../components/catalogue/stylesheet.js";
import { SiteShell } from "../components/shell/SiteShell.js";

/** /courses/available-classes/{courseId}: the classes of a course that are not over, soonest first. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const courseId = skuIdParam(params.courseId);
  const { api, site, visitor, call } = await catalogueRequest({ request, context });
  const classes = await catalogueAnswer(call, (asked) => api.call("queryAvailableClasses", { courseId }, asked));
  return data(
    { classes, title: `${classes.title} | ${site.schoolName}` },
    { headers: cardListHeaders(Boolean(visitor.token)) },
  );
}

export { CoursePageError as ErrorBoundary, loaderHeaders as headers } from "../components/catalogue/detail/course-page.js";

export const links: LinksFunction = () => [catalogueStylesheet, { rel: "stylesheet", href: stylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }] : [{ name: "robots", content: "noindex" }]);

export default function AvailableClassesPage() {
  const { classes } = useLoaderData<typeof loader>();
  return (
    <SiteShell layout="default">
      <AvailableClasses classes={classes} />
    </SiteShell>
  );
}

