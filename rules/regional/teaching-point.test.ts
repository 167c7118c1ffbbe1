import { describe, expect, it } from "vitest";
import {
  browserStorage,
  defaultTeachingPoint,
  POSITION_KEY,
  readStoredPosition,
  readStoredTeachingPoint,
  rememberedTeachingPoint,
  rememberTeachingPoint,
  storePosition,
  storeTeachingPoint,
  teachingPointDistanceKm,
  teachingPointKey,
  type KeyValueStore,
  type TeachingPoint,
} from "./teaching-point.js";

const point = (id: number, name: string, lat: number | null, lng: number | null, extra: Partial<TeachingPoint> = {}): TeachingPoint => ({
  id,
  name,
  address: "",
  lat,
  lng,
  online: false,
  phone: "",
  openingHours: [],
  ...extra,
});

const online = point(1, "Online", null, null, { online: true });
const cupertino = point(2, "Cupertino", 37.323, -122.0322, { pagePath: "/campuses/cupertino" });
const losAltos = point(3, "Los Altos", 37.3852, -122.1141);
const irvine = point(4, "Irvine", 33.6846, -117.8265);
const points = [cupertino, online, losAltos, irvine];

const sunnyvale = { lat: 37.3688, lng: -122.0363 };
const losAngeles = { lat: 34.0522, lng: -118.2437 };

/** One degree of latitude is 6371 * pi / 180 km, about 111.19 km. */
const northOfIrvineBy = (km: number) => ({ lat: irvine.lat! + (km * 180) / (6371 * Math.PI), lng: irvine.lng! });

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { items: Record<string, string> } {
  const items = { ...initial };
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = value;
    },
  };
}

/** A storage as in private mode: every access throws. */
const throwingStore: KeyValueStore = {
  getItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
};

describe("defaultTeachingPoint", () => {
  it("takes the nearest point within 30 km", () => {
    expect(defaultTeachingPoint(points, sunnyvale)).toBe(cupertino);
    expect(defaultTeachingPoint(points, { lat: 37.39, lng: -122.11 })).toBe(losAltos);
    expect(defaultTeachingPoint(points, { lat: 33.7175, lng: -117.8311 })).toBe(irvine); // Tustin
  });

  it("counts up to 30 km as near and anything farther as not", () => {
    expect(defaultTeachingPoint(points, northOfIrvineBy(29.999))).toBe(irvine);
    expect(defaultTeachingPoint(points, northOfIrvineBy(30.001))).toBe(online);
  });

  it("falls back to the Online point when nothing is within 30 km, or the position is unknown", () => {
    expect(defaultTeachingPoint(points, losAngeles)).toBe(online); // ~55 km from Irvine
    expect(defaultTeachingPoint(points)).toBe(online);
  });

  it("knows the Online point by its flag or, in older data, by its name", () => {
    const named = point(9, " online ", null, null);
    expect(defaultTeachingPoint([cupertino, named], losAngeles)).toBe(named);
  });

  it("falls back to the first point without an Online point", () => {
    expect(defaultTeachingPoint([irvine, cupertino], { lat: 1.35, lng: 103.8 })).toBe(irvine);
    expect(defaultTeachingPoint([irvine, cupertino])).toBe(irvine);
  });

  it("has nothing to offer without points", () => {
    expect(defaultTeachingPoint([], sunnyvale)).toBeUndefined();
    expect(defaultTeachingPoint([])).toBeUndefined();
  });
});

describe("teachingPointDistanceKm", () => {
  it("measures from the visitor in km", () => {
    expect(teachingPointDistanceKm(irvine, northOfIrvineBy(12))).toBeCloseTo(12, 6);
  });

  it("has no distance for the Online point or an unknown position", () => {
    expect(teachingPointDistanceKm(online, sunnyvale)).toBeUndefined();
    expect(teachingPointDistanceKm(cupertino)).toBeUndefined();
  });
});

describe("stored choice and preference", () => {
  it("round-trips a point per site locale", () => {
    const storage = memoryStore();
    storeTeachingPoint(storage, "us", losAltos);
    expect(storage.items).toEqual({ "triage.teachingPoint.us": "3" });
    expect(readStoredTeachingPoint(storage, "us", points)).toBe(losAltos);
    expect(readStoredTeachingPoint(storage, "uk", points)).toBeUndefined();
    expect(teachingPointKey("sg")).toBe("triage.teachingPoint.sg");
  });

  it("ignores an unknown id, bad JSON and values of another shape", () => {
    for (const stored of ["99", "{not json", '"3"', "3.5", "-3", '{"id":3}', "null", ""]) {
      expect(readStoredTeachingPoint(memoryStore({ [teachingPointKey("us")]: stored }), "us", points)).toBeUndefined();
    }
  });

  it("finds no storage where the browser has none (or refuses it)", () => {
    expect(browserStorage("sessionStorage")).toBeUndefined();
    expect(browserStorage("localStorage")).toBeUndefined();
  });

  it("survives storages that throw or are missing", () => {
    expect(() => storeTeachingPoint(throwingStore, "us", cupertino)).not.toThrow();
    expect(readStoredTeachingPoint(throwingStore, "us", points)).toBeUndefined();
    expect(() => storeTeachingPoint(undefined, "us", cupertino)).not.toThrow();
    expect(readStoredTeachingPoint(undefined, "us", points)).toBeUndefined();
  });
});

describe("rememberedTeachingPoint", () => {
  it("prefers this session's choice to the lasting preference, and has none when neither is stored", () => {
    const session = memoryStore({ [teachingPointKey("us")]: "4" });
    const local = memoryStore({ [teachingPointKey("us")]: "3" });
    expect(rememberedTeachingPoint(points, "us", { session, local })).toBe(irvine);
    expect(rememberedTeachingPoint(points, "us", { session: memoryStore(), local })).toBe(losAltos);
    expect(rememberedTeachingPoint(points, "us", { session: memoryStore(), local: memoryStore() })).toBeUndefined();
    expect(rememberedTeachingPoint(points, "us", { session: undefined, local: undefined })).toBeUndefined();
  });

  it("passes over a stored point the site no longer has, and bad data", () => {
    const session = memoryStore({ [teachingPointKey("us")]: "77" });
    expect(rememberedTeachingPoint(points, "us", { session, local: memoryStore({ [teachingPointKey("us")]: "2" }) })).toBe(cupertino);
    expect(rememberedTeachingPoint(points, "us", { session, local: memoryStore({ [teachingPointKey("us")]: "{" }) })).toBeUndefined();
  });

  it("remembers a confirmed switch in both storages", () => {
    const session = memoryStore();
    const local = memoryStore();
    rememberTeachingPoint("us", { session, local }, irvine);
    expect(session.items[teachingPointKey("us")]).toBe("4");
    expect(local.items[teachingPointKey("us")]).toBe("4");
    expect(rememberedTeachingPoint(points, "us", { session, local })).toBe(irvine);
    // A new session still finds the preference.
    expect(rememberedTeachingPoint(points, "us", { session: memoryStore(), local })).toBe(irvine);
    expect(() => rememberTeachingPoint("us", { session: throwingStore, local: throwingStore }, irvine)).not.toThrow();
  });
});

describe("the position asked once per session", () => {
  it("is unasked until stored, then the position or unknown after a refusal", () => {
    const session = memoryStore();
    expect(readStoredPosition(session)).toBe("unasked");
    storePosition(session, sunnyvale);
    expect(readStoredPosition(session)).toEqual(sunnyvale);
    storePosition(session, undefined);
    expect(session.items[POSITION_KEY]).toBe("denied");
    expect(readStoredPosition(session)).toBe("unknown");
  });

  it("reads bad data as unknown and a blocked storage as unasked", () => {
    for (const stored of ["{", '{"lat":91,"lng":0}', '{"lat":"1","lng":2}', "[]"]) {
      expect(readStoredPosition(memoryStore({ [POSITION_KEY]: stored }))).toBe("unknown");
    }
    expect(readStoredPosition(throwingStore)).toBe("unasked");
    expect(() => storePosition(throwingStore, sunnyvale)).not.toThrow();
  });
});
