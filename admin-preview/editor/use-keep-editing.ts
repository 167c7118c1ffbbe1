import { useCallback, useEffect, useRef, useState } from "react";
import type { ResponseOf } from "../../schemas/api/contract.js";
import { hasUnsavedChanges, toEditedDocument, type DraftDocument, type EditorState } from "./document-state.js";
import { useEditorFetcher } from "./use-editor-fetcher.js";

/** How often the editor's tab beats: it says the editor is here and keeps their unsaved work. */
export const KEEP_EDITING_MS = 5_000;

/**
 * The editor's heartbeat (adminKeepEditing through the route's action): every few seconds it keeps the unsaved
 * document on the server when it changed (no version is made), says when there is none any more, and learns who
 * else has the page open and what was saved meanwhile.
 */
export function useKeepEditing(state: EditorState) {
  const { fetcher, send } = useEditorFetcher();
  const current = useRef(state);
  current.current = state;
  /** The document last kept; null once the server was told there is none; undefined before either. */
  const kept = useRef<DraftDocument | null | undefined>(undefined);
  const [keptAt, setKeptAt] = useState<Date | null>(null);
  const [answeredAt, setAnsweredAt] = useState<number | null>(null);
  const [answer, setAnswer] = useState<ResponseOf<"adminKeepEditing">>({ others: [], savedSince: [] });

  const beat = useCallback(
    (discard = false) => {
      const { document, saved } = current.current;
      const unsaved = !discard && hasUnsavedChanges(current.current);
      // Work kept by an earlier visit is dropped only when thrown away, never because the page just opened.
      const keptHere = kept.current !== undefined && kept.current !== null;
      const changed = document !== kept.current;
      const workingCopy = unsaved ? (changed ? { document: toEditedDocument(document) } : undefined) : discard || keptHere ? null : undefined;
      if (workingCopy !== undefined) kept.current = workingCopy ? document : null;
      send({ intent: "keepEditing", basedOnVersion: saved.version, ...(workingCopy === undefined ? {} : { workingCopy }) });
    },
    [send],
  );

  useEffect(() => {
    beat();
    const timer = setInterval(() => beat(), KEEP_EDITING_MS);
    return () => clearInterval(timer);
  }, [beat]);

  const data = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (data?.intent !== "keepEditing" || !data.ok) return;
    setAnswer(data.result);
    setAnsweredAt(Date.now());
    if (kept.current) setKeptAt(new Date());
  }, [data]);

  return {
    ...answer,
    /** When the unsaved work was last kept on the server (null: not yet, or there is none). */
    keptAt: hasUnsavedChanges(state) ? keptAt : null,
    /** When the last heartbeat was answered (ms). */
    answeredAt,
    /** Keeps the work now (before reloading the page, say). */
    keepNow: () => beat(),
    /** Forgets the kept work on the server. */
    discard: () => beat(true),
  };
}
