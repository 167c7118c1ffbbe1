import { lazy, Suspense, useSyncExternalStore } from "react";
import { HtmlSource, type RichTextFieldProps } from "./HtmlSource.js";

// TipTap is fetched only when a rich-text field is shown.
const RichTextEditor = lazy(() => import("./RichTextEditor.js"));

const subscribeToNothing = () => () => {};

/** False on the server and while hydrating, true after: the editor appears only where it can run. */
const useHydrated = () => useSyncExternalStore(subscribeToNothing, () => true, () => false);

/**
 * A rich text (a schema string with contentMediaType text/html): the editor with its toolbar, and until
 * it has loaded (and on the server) the HTML as text, so the field matches the server's and works at once.
 */
export function RichTextField(props: RichTextFieldProps) {
  const hydrated = useHydrated();
  const source = <HtmlSource control={props.control} value={props.value} onChange={props.onChange} />;
  if (!hydrated) return source;
  return (
    <Suspense fallback={source}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
