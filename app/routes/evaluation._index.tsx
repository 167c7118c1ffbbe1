import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RequireSignIn } from "../components/account/RequireSignIn.js";
import { EvaluationEntrance } from "../components/evaluation/entrance/EvaluationEntrance.js";
import { loadEvaluationEntrance } from "../components/evaluation/entrance/entrance-loader.server.js";
import { entranceStylesheet } from "../components/evaluation/entrance/stylesheet.js";
import { SiteShell } from "../components/shell/SiteShell.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [entranceStylesheet];

/** /evaluation (SPEC §2; query external_user_id, source_id, corp_id; studentId, gradeId): the level test's entrance; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadEvaluationEntrance(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function EvaluationEntrancePage() {
  const { page, wecomLink, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return (
    <SiteShell layout="default">
      <RequireSignIn>{page && <EvaluationEntrance page={page} wecomLink={wecomLink} />}</RequireSignIn>
    </SiteShell>
  );
}
