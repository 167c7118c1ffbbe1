import { useFetcher } from "@remix-run/react";
import { useCallback } from "react";
import type { EditorActionData, EditorIntent } from "./editor-intents.js";

/** A fetcher of the editor route's action, posting intents as JSON. */
export function useEditorFetcher() {
  const fetcher = useFetcher<EditorActionData>();
  const { submit } = fetcher;
  const send = useCallback(
    // Module data is JSON by the contract, which the submit type cannot tell from Record<string, unknown>.
    (intent: EditorIntent) => submit(intent as unknown as Parameters<typeof submit>[0], { method: "post", encType: "application/json" }),
    [submit],
  );
  return { fetcher, send };
}
