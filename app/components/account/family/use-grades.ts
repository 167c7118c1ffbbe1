import { useEffect, useState } from "react";
import { useSiteApi } from "../../../../api/site-api-context.js";
import type { Grade } from "./family-data.js";

export type GradesState = { kind: "loading" } | { kind: "loaded"; grades: Grade[] } | { kind: "failed" };

/** The school's grades for a student form, loaded in the browser while `enabled` (a dialog is open). */
export function useGrades(enabled = true): GradesState {
  const { api, call } = useSiteApi();
  const [state, setState] = useState<GradesState>({ kind: "loading" });
  useEffect(() => {
    if (!enabled || state.kind === "loaded") return;
    let current = true;
    setState({ kind: "loading" });
    api.call("queryGrades", {}, call).then(
      ({ list }) => current && setState({ kind: "loaded", grades: list }),
      () => current && setState({ kind: "failed" }),
    );
    return () => {
      current = false;
    };
    // Loaded grades are kept; only opening again after a failure asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, api, call]);
  return state;
}
