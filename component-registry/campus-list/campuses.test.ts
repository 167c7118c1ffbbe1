import { describe, expect, it } from "vitest";
import { campusesToShow, directionsUrl, schoolTeachingPoints, type TeachingPoint } from "./campuses.js";

const online: TeachingPoint = { id: 1, name: "Online", address: "", lat: null, lng: null, online: true, phone: "", openingHours: [] };
const cupertino: TeachingPoint = {
  id: 2,
  name: "Cupertino",
  address: "10240 Orchard Crest Ave, Suite 200, Cupertino, CA 95014",
  lat: 37.323,
  lng: -122.0322,
  online: false,
  phone: "(408) 555-0142",
  openingHours: [],
};
const irvine: TeachingPoint = { id: 4, name: "Irvine", address: "18 Harbor Pine Way", lat: 33.6846, lng: -117.8265, online: false, phone: "", openingHours: [] };

describe("campusesToShow", () => {
  it("leaves out the Online point unless asked for, keeping the order", () => {
    expect(campusesToShow([online, cupertino, irvine])).toEqual([cupertino, irvine]);
    expect(campusesToShow([online, cupertino, irvine], true)).toEqual([online, cupertino, irvine]);
    expect(campusesToShow([])).toEqual([]);
  });
});

describe("schoolTeachingPoints", () => {
  const schools = [
    { schoolCode: "415", schoolTeachingPoints: [online, cupertino] },
    { schoolCode: "8601", schoolTeachingPoints: [irvine] },
  ];

  it("takes the points of the school with the code", () => {
    expect(schoolTeachingPoints(schools, "8601")).toEqual([irvine]);
    expect(schoolTeachingPoints(schools, "415")).toEqual([online, cupertino]);
  });

  it("has none for an unknown school", () => {
    expect(schoolTeachingPoints(schools, "999")).toEqual([]);
  });
});

describe("directionsUrl", () => {
  it("routes to the address on Google Maps, which phones open in their map app", () => {
    expect(directionsUrl(irvine, "US")).toBe("https://www.google.com/maps/dir/?api=1&destination=18+Harbor+Pine+Way");
    expect(directionsUrl({ ...irvine, address: "" }, "US")).toBe("https://www.google.com/maps/dir/?api=1&destination=33.6846%2C-117.8265");
  });

  it("routes with Amap in mainland China, by position", () => {
    const url = new URL(directionsUrl({ ...irvine, name: "上海徐汇" }, "CN")!);
    expect(url.origin).toBe("https://uri.amap.com");
    expect(url.searchParams.get("to")).toBe("-117.8265,33.6846,上海徐汇");
  });

  it("has none for a place with neither address nor position", () => {
    expect(directionsUrl(online, "US")).toBeUndefined();
    expect(directionsUrl(online, "CN")).toBeUndefined();
  });
});
