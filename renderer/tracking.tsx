import { createContext, useContext, useRef } from "react";
import { useSeen } from "../component-registry/shared/use-seen.js";

export interface TrackEvent {
  event: string;
  params: Record<string, string | number | boolean | null>;
}

/** Sends a tracking event (batched by the app: SPEC §9 6 events or 6000 ms); absent, nothing is tracked. */
export const TrackerContext = createContext<((event: TrackEvent) => void) | null>(null);

/** Tracks a module once at least half of it has been visible for 500 ms (SPEC §9). */
export function ModuleVisibility(props: { moduleId: number; componentName: string; path: string; children: React.ReactNode }) {
  const track = useContext(TrackerContext);
  const box = useRef<HTMLDivElement>(null);
  useSeen(
    box,
    () => track?.({ event: "module_view", params: { moduleId: props.moduleId, componentName: props.componentName, path: props.path } }),
    { enabled: track !== null },
  );
  return <div ref={box}>{props.children}</div>;
}
