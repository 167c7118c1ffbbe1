import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { SiteShell } from "../components/shell/SiteShell.js";
import { useLoaderData, useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { errorPageStatus } from "../lib/error-status.js";

/** Where a call that got no answer sends the visitor (SPEC §8): '{status} - System error...' with Back. */
export async function loader({ request }: LoaderFunctionArgs) {
  return { status: errorPageStatus(new URL(request.url).searchParams.get("status")) };
}

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function ErrorPage() {
  const { status } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <SiteShell layout="default">
      <h1>{t("error.system", { status })}</h1>
      <button type="button" onClick={() => navigate(-1)}>
        {t("error.back")}
      </button>
    </SiteShell>
  );
}
