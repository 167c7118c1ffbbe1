export interface ServerSentEvent {
  /** The event's name; "message" when it has none. */
  event: string;
  data: string;
}

/**
 * Reads a `text/event-stream` that arrives in pieces of any size: an event ends at a blank line; its `event:` line
 * names it, its `data:` lines are joined by line breaks; comments, other fields and events without data are skipped.
 */
export function eventStreamParser() {
  let pending = "";
  let event = "";
  let data: string[] = [];

  const lineOf = (line: string): ServerSentEvent | null => {
    if (line === "") {
      const complete = data.length > 0 ? { event: event || "message", data: data.join("\n") } : null;
      event = "";
      data = [];
      return complete;
    }
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
    return null;
  };

  return {
    /** The events that `text` completes. */
    push(text: string): ServerSentEvent[] {
      pending += text;
      const lines = pending.split("\n");
      pending = lines.pop()!;
      return lines.map((line) => lineOf(line.replace(/\r$/, ""))).filter((complete) => complete !== null);
    },
  };
}
