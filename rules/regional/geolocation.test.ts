import { describe, expect, it } from "vitest";
import { campusRedirectFor, isHomePath } from "./geolocation.js";

const points = [
  { name: "Online", lat: null, lng: null, online: true },
  { name: "Cupertino", lat: 37.323, lng: -122.0322, pagePath: "/campuses/cupertino" },
  { name: "Irvine", lat: 33.6846, lng: -117.8265, pagePath: "/campuses/irvine" },
  { name: "Downtown office", lat: 37.7749, lng: -122.4194 },
];

describe("campusRedirectFor", () => {
  it("sends a visitor within 30 km to the nearest campus page", () => {
    expect(campusRedirectFor(points, { lat: 37.3688, lng: -122.0363 })).toBe("/campuses/cupertino"); // Sunnyvale
    expect(campusRedirectFor(points, { lat: 33.7175, lng: -117.8311 })).toBe("/campuses/irvine"); // Tustin
  });

  it("sends nobody farther than 30 km, and ignores points without a page", () => {
    expect(campusRedirectFor(points, { lat: 34.0522, lng: -118.2437 })).toBeUndefined(); // Los Angeles, ~55 km from Irvine
    expect(campusRedirectFor(points, { lat: 37.7749, lng: -122.4194 })).toBeUndefined(); // at the office, 60 km from Cupertino
  });

  it("knows the home page", () => {
    expect(["/", "/home", "/faq"].map(isHomePath)).toEqual([true, true, false]);
  });
});
