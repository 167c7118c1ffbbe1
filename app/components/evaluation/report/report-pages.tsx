import type { HeadersFunction, LinksFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useAreaTexts } from "../../../lib/area-texts.js";
import { RequireSignIn } from "../../account/RequireSignIn.js";
import { catalogueStylesheet } from "../../catalogue/stylesheet.js";
import { SiteShell } from "../../shell/SiteShell.js";
import { RecommendedClassesScreen } from "./RecommendedClassesScreen.js";
import type { RecommendedLoader, ReportLoader, TestResultsLoader } from "./report-loader.server.js";
import { ReportScreen } from "./ReportScreen.js";
import { reportStylesheet } from "./stylesheet.js";
import { TestResultsScreen } from "./TestResultsScreen.js";

// The pages of app/routes/report.contentPage.tsx, test.test-results.tsx and the three recommended-classes routes.

export const reportLinks: LinksFunction = () => [reportStylesheet];

/** The recommended classes are the catalogue's cards. */
export const recommendedLinks: LinksFunction = () => [catalogueStylesheet, reportStylesheet];

/** The loaders' PERSONAL_PAGE: a family's reports are kept by no cache. */
export const reportHeaders: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The title, and no search engine lists a family's page. */
export const reportMeta = ({ data: loaded }: { data: { title: string } | undefined }) =>
  loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : [];

export function ReportPage() {
  const { page, texts } = useLoaderData<ReportLoader>();
  useAreaTexts(texts);
  return (
    <SiteShell layout="default">
      <RequireSignIn>{page && <ReportScreen {...page} />}</RequireSignIn>
    </SiteShell>
  );
}

interface RecommendedProps {
  /** The right tool panel; SPEC §2 leaves it out on paths containing recommended-courses. */
  tools?: boolean;
}

/** One page for the three ways of finding a report's recommended classes (by report, by attempt, by code). */
export function RecommendedClassesPage({ tools = true }: RecommendedProps) {
  const { page, texts } = useLoaderData<RecommendedLoader>();
  useAreaTexts(texts);
  return (
    <SiteShell layout="default" tools={tools}>
      <RequireSignIn>{page && <RecommendedClassesScreen {...page} />}</RequireSignIn>
    </SiteShell>
  );
}

export function TestResultsPage() {
  const { page, texts } = useLoaderData<TestResultsLoader>();
  useAreaTexts(texts);
  return (
    <SiteShell layout="default">
      <RequireSignIn>{page && <TestResultsScreen {...page} />}</RequireSignIn>
    </SiteShell>
  );
}
