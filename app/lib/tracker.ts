import type { ApiClient, CallContext } from "../../api/client.js";
import { createBatcher } from "../../api/event-batcher.js";
import type { TrackEvent } from "../../renderer/tracking.js";

/** SPEC §9: tracking events go out 6 at a time, or 6000 ms after the first one waits. */
const BATCH = { maxItems: 6, maxWaitMs: 6_000 } as const;
const DEVICE_KEY = "deviceId";

function deviceId(): string {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    return "unknown";
  }
}

let tracker: ((event: TrackEvent) => void) | undefined;

/** The page's tracker: batched dataUpload calls, flushed when the page is hidden. */
export function browserTracker(api: ApiClient, call: CallContext): (event: TrackEvent) => void {
  if (tracker) return tracker;
  const batcher = createBatcher<TrackEvent & { devId: string }>({
    ...BATCH,
    send: (events) => api.call("dataUpload", events, call),
  });
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && batcher.flush());
  tracker = (event) => batcher.add({ ...event, devId: deviceId() });
  return tracker;
}
