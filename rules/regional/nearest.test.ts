import { describe, expect, it } from "vitest";
import { distanceKm, EARTH_RADIUS_KM, isOnlinePoint, NEAREST_MAX_KM, nearestPoint, pointsByDistance } from "./nearest.js";

const online = { id: 1, name: "Online", lat: null, lng: null, online: true };
const cupertino = { id: 2, name: "Cupertino", lat: 37.323, lng: -122.0322, online: false };
const losAltos = { id: 3, name: "Los Altos", lat: 37.3852, lng: -122.1141, online: false };
const irvine = { id: 4, name: "Irvine", lat: 33.6846, lng: -117.8265, online: false };
const points = [online, cupertino, losAltos, irvine];

describe("distanceKm", () => {
  it("uses an earth radius of 6371 km", () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // One degree of latitude is 6371 * pi / 180 km.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo((6371 * Math.PI) / 180, 6);
    // Half way round the earth.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(6371 * Math.PI, 6);
  });

  it("measures known distances", () => {
    expect(distanceKm({ lat: 51.5074, lng: -0.1278 }, { lat: 48.8566, lng: 2.3522 })).toBeCloseTo(343.56, 0); // London-Paris
    expect(distanceKm(cupertino, losAltos)).toBeGreaterThan(9);
    expect(distanceKm(cupertino, losAltos)).toBeLessThan(11);
  });

  it("is zero for the same place and symmetric", () => {
    expect(distanceKm({ lat: 37.3, lng: -122 }, { lat: 37.3, lng: -122 })).toBe(0);
    const a = { lat: 1.3521, lng: 103.8198 };
    const b = { lat: 22.3193, lng: 114.1694 };
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
  });
});

describe("pointsByDistance", () => {
  it("orders the placed points nearest first, leaving out Online", () => {
    const near = pointsByDistance(points, { lat: 37.39, lng: -122.11 });
    expect(near.map(({ point }) => point.name)).toEqual(["Los Altos", "Cupertino", "Irvine"]);
    expect(near[0]!.distanceKm).toBeLessThan(1);
  });

  it("leaves out points without coordinates", () => {
    expect(pointsByDistance([{ name: "Somewhere", lat: null, lng: 3 }], { lat: 0, lng: 0 })).toEqual([]);
  });
});

describe("nearestPoint", () => {
  it("picks the nearest point within 30 km", () => {
    expect(NEAREST_MAX_KM).toBe(30);
    expect(nearestPoint(points, { lat: 37.33, lng: -122.03 })).toBe(cupertino);
    expect(nearestPoint(points, { lat: 37.39, lng: -122.11 })).toBe(losAltos);
    expect(nearestPoint(points, { lat: 33.7, lng: -117.8 })).toBe(irvine);
  });

  it("falls back to the Online point beyond 30 km", () => {
    // San Francisco is about 60 km from Cupertino.
    expect(nearestPoint(points, { lat: 37.7749, lng: -122.4194 })).toBe(online);
  });

  it("honours another maximum distance", () => {
    expect(nearestPoint(points, { lat: 37.7749, lng: -122.4194 }, 100)).toBe(losAltos);
  });

  it("counts a point exactly at the limit as near", () => {
    const origin = { name: "Origin", lat: 0, lng: 0 };
    const limit = distanceKm({ lat: 0, lng: 0 }, { lat: 0.2, lng: 0 });
    expect(nearestPoint([online, origin], { lat: 0.2, lng: 0 }, limit)).toBe(origin);
  });

  it("falls back to the first point when there is no Online point", () => {
    expect(nearestPoint([irvine, cupertino], { lat: 51.5, lng: -0.12 })).toBe(irvine);
  });

  it("returns nothing when there are no points", () => {
    expect(nearestPoint([], { lat: 0, lng: 0 })).toBeUndefined();
  });
});

describe("isOnlinePoint", () => {
  it("knows the Online venue by its flag or its name", () => {
    expect(isOnlinePoint(online)).toBe(true);
    expect(isOnlinePoint({ name: "Online", lat: null, lng: null })).toBe(true);
    expect(isOnlinePoint(cupertino)).toBe(false);
  });
});
