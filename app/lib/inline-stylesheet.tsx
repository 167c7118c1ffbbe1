import { createContext, useContext, useState } from "react";

const ELEMENT_ID = "site-stylesheet";

/** The site's stylesheet as text: given by entry.server only, so it never enters the browser's JavaScript. */
export const StylesheetContext = createContext<string | undefined>(undefined);

/**
 * The site's stylesheet inside the document: the first paint waits for no request (a linked stylesheet
 * blocked it). The server renders the text entry.server gives; the browser keeps what the server sent, so
 * hydration sees the same element. The Content-Security-Policy allows it: helmet's style-src has
 * 'unsafe-inline', which style attributes need as well.
 */
export function InlineStylesheet() {
  const fromServer = useContext(StylesheetContext);
  const [css] = useState(() => fromServer ?? document.getElementById(ELEMENT_ID)?.textContent ?? "");
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
