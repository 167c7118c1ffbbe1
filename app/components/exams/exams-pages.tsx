import type { HeadersFunction, LinksFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useAreaTexts } from "../../lib/area-texts.js";
import { RequireSignIn } from "../account/RequireSignIn.js";
import { SiteShell } from "../shell/SiteShell.js";
import { AdmitCardScreen } from "./AdmitCardScreen.js";
import type { AdmitCardLoader, ExamsLoader, ScoreLoader } from "./exams-loader.server.js";
import { ExamsScreen } from "./ExamsScreen.js";
import { ScoreQueryScreen } from "./ScoreQueryScreen.js";
import { examsStylesheet } from "./stylesheet.js";

// The pages of app/routes/exams._index.tsx, exams.admit-card.$registrationId.tsx and exams.score.tsx.

export const examsLinks: LinksFunction = () => [examsStylesheet];

/** Each loader says how its page may be kept (live seats, a family's card, the same query form for everyone). */
export const examsHeaders: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The page's title. */
export const examsMeta = ({ data: loaded }: { data: { title: string } | undefined }) => (loaded ? [{ title: loaded.title }] : []);

/** The title, and no search engine lists the page (a family's admit card, a score query). */
export const unlistedMeta = ({ data: loaded }: { data: { title: string } | undefined }) =>
  loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : [];

export function ExamsPage() {
  const { texts, exams, admitCards, students } = useLoaderData<ExamsLoader>();
  useAreaTexts(texts);
  return (
    <SiteShell layout="default">
      <ExamsScreen exams={exams} admitCards={admitCards} students={students} />
    </SiteShell>
  );
}

export function AdmitCardPage() {
  const { texts, card } = useLoaderData<AdmitCardLoader>();
  useAreaTexts(texts);
  return (
    <SiteShell layout="default">
      <RequireSignIn>{card && <AdmitCardScreen card={card} />}</RequireSignIn>
    </SiteShell>
  );
}

export function ScorePage() {
  const { texts } = useLoaderData<ScoreLoader>();
  useAreaTexts(texts);
  return (
    <SiteShell layout="default">
      <ScoreQueryScreen />
    </SiteShell>
  );
}
