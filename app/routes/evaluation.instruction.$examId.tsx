import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RequireSignIn } from "../components/account/RequireSignIn.js";
import { LevelTestScreen } from "../components/evaluation/test/LevelTestScreen.js";
import { loadLevelTest } from "../components/evaluation/test/level-test-loader.server.js";
import { levelTestStylesheet } from "../components/evaluation/test/stylesheet.js";
import { SiteShell } from "../components/shell/SiteShell.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [levelTestStylesheet];

/** /evaluation/instruction/{examId}?utoken=… (SPEC §2): the built-in level test, its instructions, then one question at a time. */
export const loader = (args: LoaderFunctionArgs) => loadLevelTest(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function LevelTestPage() {
  const { page, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return (
    <SiteShell layout="default">
      <RequireSignIn>{page && <LevelTestScreen page={page} />}</RequireSignIn>
    </SiteShell>
  );
}
