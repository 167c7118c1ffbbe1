/** The /pdf-viewer address that shows one of the site's PDF documents. */
export function pdfViewerHref(file: string): string {
  return `/pdf-viewer?file=${encodeURIComponent(file)}`;
}
