import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageProblem } from "../components/errors/PageProblem.js";
import { errorPageStatus } from "../lib/error-status.js";

/**
 * Where a call that got no answer sends the visitor (SPEC §8): '{status} - System error...', answered with
 * that status, so the page says to crawlers and monitors what it says to people.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const status = errorPageStatus(new URL(request.url).searchParams.get("status"));
  return data({ status }, { status, headers: { "Cache-Control": "no-store" } });
}

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function ErrorPage() {
  const { status } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return <PageProblem status={status} title={t("error.system", { status })} />;
}
