import { useTranslation } from "react-i18next";
import type { ViewProps } from "../define.js";
import { pdfViewerHref } from "./pdf-viewer-href.js";
import type { PdfLinkData } from "./schema.js";

/** A card linking to the site's PDF viewer for one document. */
export default function PdfLink({ data }: ViewProps<PdfLinkData>) {
  const { t } = useTranslation();
  return (
    <a className="pdf-link" href={pdfViewerHref(data.file)}>
      <span className="pdf-link__badge">{t("components.pdfLink.badge")}</span>
      <span className="pdf-link__body">
        <span className="pdf-link__title">{data.title}</span>
        {data.description && <span className="pdf-link__description">{data.description}</span>}
      </span>
      <span className="pdf-link__action">{t("components.pdfLink.action")}</span>
    </a>
  );
}
