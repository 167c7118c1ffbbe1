import { describe, expect, it } from "vitest";
import { orderSearchOf, orderSearchPath } from "./order-search.js";

const of = (search: string) => orderSearchOf(new URLSearchParams(search));

describe("orderSearchOf", () => {
  it("asks nothing before a query is given", () => {
    expect(of("")).toEqual({ query: "", locale: undefined, reading: null });
    expect(of("site=uk")).toEqual({ query: "", locale: "uk", reading: null });
  });

  it("reads the query and the site", () => {
    expect(of("q=Ethan&site=us")).toEqual({ query: "Ethan", locale: "us", reading: { ok: true, criteria: [{ kind: "studentName", name: "Ethan" }] } });
    expect(of("q=&site=")).toEqual({ query: "", locale: undefined, reading: { ok: false, problem: "empty" } });
  });

  it("answers null for a site that is none", () => {
    expect(of("q=Ethan&site=mars")).toBeNull();
    expect(of("site=US")).toBeNull();
  });
});

describe("orderSearchPath", () => {
  it("writes a search back as its address", () => {
    expect(orderSearchPath({ query: "", locale: undefined })).toBe("/admin/orders");
    expect(orderSearchPath({ query: "a+b@example.com", locale: "uk" })).toBe("/admin/orders?q=a%2Bb%40example.com&site=uk");
  });
});
