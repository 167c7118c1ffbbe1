import { useCallback, useEffect, useReducer } from "react";
import type { DraftDocument, EditorAction, EditorState } from "./document-state.js";
import { historyReducer, initialHistory } from "./undo-history.js";

/** Whether a key press is an undo or a redo: Ctrl/⌘+Z, Ctrl/⌘+Shift+Z or Ctrl+Y. */
export function historyKey(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">): "undo" | "redo" | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  return key === "y" ? "redo" : null;
}

/**
 * The editor's state with undo and redo over the whole document, by buttons and by keyboard anywhere in the
 * editor (a rich-text box keeps its own undo while it has the focus).
 */
export function useEditorHistory(initial: () => EditorState) {
  const [history, dispatchHistory] = useReducer(historyReducer, undefined, () => initialHistory(initial()));
  const dispatch = useCallback((action: EditorAction) => dispatchHistory({ type: "edit", action, at: Date.now() }), []);
  const undo = useCallback(() => dispatchHistory({ type: "undo" }), []);
  const redo = useCallback(() => dispatchHistory({ type: "redo" }), []);
  const replace = useCallback((document: DraftDocument, nextKey: number) => dispatchHistory({ type: "replace", document, nextKey }), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step = historyKey(event);
      if (!step || (event.target as Element | null)?.closest?.("[contenteditable='true']")) return;
      event.preventDefault();
      dispatchHistory({ type: step });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return { state: history.present, dispatch, undo, redo, replace, canUndo: history.past.length > 0, canRedo: history.future.length > 0 };
}
