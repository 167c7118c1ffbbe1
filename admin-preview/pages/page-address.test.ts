import { describe, expect, it } from "vitest";
import { parsePageAddress } from "./page-address.js";

describe("parsePageAddress", () => {
  it("reads host and path from a full address, dropping port, query, fragment and a trailing slash", () => {
    expect(parsePageAddress("https://UK.Mathwise.example/faq/?utm_source=x#top")).toEqual({ host: "uk.mathwise.example", path: "/faq" });
    expect(parsePageAddress("  uk.localhost:3000/campuses/london ")).toEqual({ host: "uk.localhost", path: "/campuses/london" });
  });

  it("takes a bare host as its home page", () => {
    expect(parsePageAddress("sg.mathwise.example")).toEqual({ host: "sg.mathwise.example", path: "/" });
  });

  it("keeps an encoded path readable", () => {
    expect(parsePageAddress("jp.localhost/%E6%A6%82%E8%A6%81")).toEqual({ host: "jp.localhost", path: "/概要" });
    expect(parsePageAddress("jp.localhost/%E6")).toEqual({ host: "jp.localhost", path: "/%E6" });
  });

  it("has nothing for a path alone, an empty text or what is no address", () => {
    expect(parsePageAddress("/faq")).toBeNull();
    expect(parsePageAddress("")).toBeNull();
    expect(parsePageAddress("http://")).toBeNull();
  });
});
