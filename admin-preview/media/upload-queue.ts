import { fileProblem, type UploadOutcome } from "./upload.js";

/** A file chosen or dropped, on its way to the library. */
export interface QueuedFile {
  key: string;
  file: File;
  alt: string;
  /** waiting: for its alt text or the upload button; refused: before sending (fileProblem) or by the library. */
  state: "waiting" | "uploading" | "done" | "refused";
  /** The share sent, 0 to 1, while uploading. */
  sent: number;
  outcome: UploadOutcome | null;
}

export type QueueAction =
  | { type: "add"; files: readonly File[]; keyOf: (file: File) => string }
  | { type: "alt"; key: string; alt: string }
  | { type: "start"; key: string }
  | { type: "progress"; key: string; sent: number }
  | { type: "finish"; key: string; outcome: UploadOutcome }
  | { type: "remove"; key: string };

/** A file the browser already knows the library refuses is refused at once, with the same reason the library would give. */
function queued(file: File, key: string): QueuedFile {
  const problem = fileProblem(file);
  return {
    key,
    file,
    alt: "",
    state: problem ? "refused" : "waiting",
    sent: 0,
    outcome: problem ? { ok: false, reason: problem, message: "" } : null,
  };
}

const change = (queue: readonly QueuedFile[], key: string, update: (item: QueuedFile) => QueuedFile) =>
  queue.map((item) => (item.key === key ? update(item) : item));

export function uploadQueue(queue: readonly QueuedFile[], action: QueueAction): QueuedFile[] {
  switch (action.type) {
    case "add":
      return [...queue, ...action.files.map((file) => queued(file, action.keyOf(file)))];
    case "alt":
      return change(queue, action.key, (item) => ({ ...item, alt: action.alt }));
    case "start":
      return change(queue, action.key, (item) => ({ ...item, state: "uploading", sent: 0, outcome: null }));
    case "progress":
      return change(queue, action.key, (item) => ({ ...item, sent: action.sent }));
    case "finish":
      return change(queue, action.key, (item) => ({ ...item, state: action.outcome.ok ? "done" : "refused", sent: 1, outcome: action.outcome }));
    case "remove":
      return queue.filter((item) => item.key !== action.key);
  }
}

/** Refusals the editor can answer here: the alt text, a dropped connection, an ended session (after signing in again). */
const RETRYABLE = new Set(["alt", "network", "session", "other"]);

/** Whether a file is still to be sent, once its alt text is written: waiting, or refused for a reason the editor can fix here. */
export const awaitsSending = (item: QueuedFile) =>
  item.state === "waiting" || (item.state === "refused" && item.outcome?.ok === false && RETRYABLE.has(item.outcome.reason));

/** The files the upload button sends: those still to be sent whose alt text is written. */
export const readyToSend = (queue: readonly QueuedFile[]) => queue.filter((item) => awaitsSending(item) && item.alt.trim() !== "");
