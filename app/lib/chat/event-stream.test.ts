import { describe, expect, it } from "vitest";
import { eventStreamParser } from "./event-stream.js";

describe("eventStreamParser", () => {
  it("gives each event once its blank line arrives, whatever the pieces", () => {
    const parser = eventStreamParser();
    expect(parser.push('data: "Class')).toEqual([]);
    expect(parser.push('es are "\n')).toEqual([]);
    expect(parser.push("\nevent: guide\ndata: [")).toEqual([{ event: "message", data: '"Classes are "' }]);
    expect(parser.push("]\n\nevent: done\ndata: null\n\n")).toEqual([
      { event: "guide", data: "[]" },
      { event: "done", data: "null" },
    ]);
  });

  it("joins data lines, reads CRLF line ends and skips comments and events without data", () => {
    const parser = eventStreamParser();
    expect(parser.push(": keep-alive\r\n\r\nevent: x\r\n\r\ndata:one\r\ndata: two\r\nid: 7\r\n\r\n")).toEqual([{ event: "message", data: "one\ntwo" }]);
  });
});
