import { describe, expect, it } from "vitest";
import { campusesToShow, formatCoordinate, mapUrl, schoolTeachingPoints, type TeachingPoint } from "./campuses.js";

const online: TeachingPoint = { id: 1, name: "Online", address: "", lat: null, lng: null, online: true };
const cupertino: TeachingPoint = {
  id: 2,
  name: "Cupertino",
  address: "10240 Orchard Crest Ave, Suite 200, Cupertino, CA 95014",
  lat: 37.323,
  lng: -122.0322,
  online: false,
};
const irvine: TeachingPoint = { id: 4, name: "Irvine", address: "18 Harbor Pine Way", lat: 33.6846, lng: -117.8265, online: false };

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

describe("map helpers", () => {
  it("links to OpenStreetMap with a marker", () => {
    expect(mapUrl(37.323, -122.0322)).toBe(
      "https://www.openstreetmap.org/?mlat=37.323&mlon=-122.0322#map=15/37.323/-122.0322",
    );
  });

  it("shows at most five decimals", () => {
    expect(formatCoordinate(37.323)).toBe("37.323");
    expect(formatCoordinate(-122.123456789)).toBe("-122.12346");
    expect(formatCoordinate(0)).toBe("0");
  });
});
