import { describe, expect, it } from "vitest";
import { readOrderQuery } from "./order-query.js";

describe("readOrderQuery", () => {
  it.each([
    ["  202601051234567890 ", [{ kind: "orderNumber", orderId: "202601051234567890" }]],
    ["Demo-Parent-US@Example.com", [{ kind: "email", email: "demo-parent-us@example.com" }]],
    ["+1 (415) 555-0142", [{ kind: "phone", digits: "14155550142" }]],
    ["4155550142", [{ kind: "phone", digits: "4155550142" }]],
    ["+44 7700.900142", [{ kind: "phone", digits: "447700900142" }]],
    // Nine digits: a phone (sg numbers have eight, some nine) or a student number.
    ["123456789", [{ kind: "phone", digits: "123456789" }, { kind: "studentNumber", cardNo: "123456789" }]],
    ["9F1C2B3A-0000-4000-8000-00000000000A", [{ kind: "studentId", uid: "9f1c2b3a-0000-4000-8000-00000000000a" }]],
    ["Ethan", [{ kind: "studentName", name: "Ethan" }]],
    ["  Olivia   Miller ", [{ kind: "studentName", name: "Olivia Miller" }]],
  ])("reads %j", (query, criteria) => {
    expect(readOrderQuery(query)).toEqual({ ok: true, criteria });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["a".repeat(101), "tooLong"],
    ["x", "tooShort"],
    ["陳", "tooShort"],
    ["12345", "tooShort"],
    ["1234567890123456", "tooShort"],
    ["+", "tooShort"],
    ["someone@", "notAnEmail"],
    ["@example.com", "notAnEmail"],
    ["a@b", "notAnEmail"],
  ])("refuses %j (%s)", (query, problem) => {
    expect(readOrderQuery(query)).toEqual({ ok: false, problem });
  });

  it("takes a two-letter name, and 100 characters but not 101", () => {
    expect(readOrderQuery("陳大")).toEqual({ ok: true, criteria: [{ kind: "studentName", name: "陳大" }] });
    expect(readOrderQuery("a".repeat(100))).toMatchObject({ ok: true });
  });
});
