import type { ViewProps } from "../define.js";
import type { RichTextData } from "./schema.js";

/** Marketer-written HTML; the service has already sanitized it, so it is inserted as it is. */
export default function RichText({ data }: ViewProps<RichTextData>) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.html }} />;
}
