import { useEffect, useRef, type Dispatch } from "react";
import type { DraftDocument, EditorAction, EditorState } from "./document-state.js";
import { toEditedDocument } from "./document-state.js";
import { requestProblems } from "./request-problems.js";
import { useEditorFetcher } from "./use-editor-fetcher.js";

/** How long typing must pause before the document is checked. */
export const CHECK_DELAY_MS = 400;

/**
 * Asks the service to check the document (adminValidatePage through the route's action) once the editor
 * pauses, whenever the document differs from the one its problems were found in. The browser cannot run
 * the schemas' validators itself (docs/decisions/0009-editors-tool.md).
 */
export function usePageCheck(state: EditorState, dispatch: Dispatch<EditorAction>) {
  const { fetcher, send } = useEditorFetcher();
  const sent = useRef<DraftDocument | null>(null);
  const handled = useRef<unknown>(null);
  const { document } = state;
  const checkedDocument = state.checked.document;

  useEffect(() => {
    if (document === checkedDocument || document === sent.current) return;
    const edited = toEditedDocument(document);
    // The contract refuses such a document outright; its problems are shown without asking.
    if (requestProblems(edited).length > 0) return;
    const timer = setTimeout(() => {
      sent.current = document;
      send({ intent: "validate", document: edited });
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [document, checkedDocument, send]);

  const answer = fetcher.state === "idle" && fetcher.data?.intent === "validate" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer || answer === handled.current || !sent.current) return;
    handled.current = answer;
    if (answer.ok) dispatch({ type: "checked", document: sent.current, problems: answer.result.problems });
  }, [answer, dispatch]);

  return { checking: fetcher.state !== "idle", failure: answer && !answer.ok ? answer.error.message : undefined };
}
