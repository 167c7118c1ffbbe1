import { useEffect, useRef, type Dispatch } from "react";
import { toEditedDocument, type DraftDocument, type EditorAction, type EditorState } from "./document-state.js";
import type { EditorIntent } from "./editor-intents.js";
import { useEditorFetcher } from "./use-editor-fetcher.js";

/**
 * Saving the draft (on the version it was based on) and publishing the saved version, one at a time.
 * A save's answer, the stored document with its module ids, becomes the editor's state.
 */
export function usePageActions(state: EditorState, dispatch: Dispatch<EditorAction>) {
  const { fetcher, send } = useEditorFetcher();
  const sentForSave = useRef<DraftDocument | null>(null);
  const handled = useRef<unknown>(null);
  const outcome = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (!outcome || outcome === handled.current) return;
    handled.current = outcome;
    if (outcome.intent === "save" && outcome.ok && sentForSave.current) {
      const { version, document, problems } = outcome.result;
      dispatch({ type: "saved", sent: sentForSave.current, version, document, problems });
    }
  }, [outcome, dispatch]);

  return {
    /** The intent on its way, if any. */
    pending: fetcher.state === "idle" ? undefined : (fetcher.json as EditorIntent | undefined)?.intent,
    /** The answer to the last save or publish. */
    outcome,
    save: () => {
      sentForSave.current = state.document;
      send({ intent: "save", basedOnVersion: state.saved.version, document: toEditedDocument(state.document) });
    },
    publish: () => send({ intent: "publish", version: state.saved.version }),
  };
}
