import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { SiteShell } from "../components/shell/SiteShell.js";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isSiteDocument } from "../lib/links.js";

/** Shows a PDF from this site's own storage; anything else is not found (no open proxy). */
export async function loader({ request }: LoaderFunctionArgs) {
  const file = new URL(request.url).searchParams.get("file");
  if (!isSiteDocument(file)) throw new Response("Not Found", { status: 404 });
  return { file };
}

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function PdfViewer() {
  const { file } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const name = file.split("/").pop();
  return (
    <SiteShell layout="default">
      <div className="pdf-viewer">
        <h1>{name}</h1>
        <iframe src={file} title={t("pdfViewer.frameTitle", { name })} className="pdf-viewer__frame" />
        <p>
          <a href={file} download>
            {t("pdfViewer.download")}
          </a>
        </p>
      </div>
    </SiteShell>
  );
}
