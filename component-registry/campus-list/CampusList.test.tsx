// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { validatorFor } from "../../schemas/json-schema.js";
import { fixtureSite, renderView } from "../../tests/helpers/render-view.js";
import CampusList from "./CampusList.js";
import type { CampusListResolved } from "./resolve.js";
import { campusListSpec, type CampusListData } from "./schema.js";

afterEach(cleanup);

// The US fixture site's teaching points: Online, Cupertino, Los Altos, Irvine.
const sitePoints = fixtureSite("us").teachingPoints;
const resolved: CampusListResolved = { points: sitePoints.filter((point) => !point.online) };
const example: CampusListData = { title: "Our learning centres", includeOnline: false, showMap: true };

describe("CampusList", () => {
  it("renders from the defaults", () => {
    renderView(CampusList, { data: campusListSpec.defaults, resolved });
    expect(screen.getByRole("heading", { level: 2 })).toBeTruthy();
    expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(3);
  });

  it("renders a realistic example: each campus with its name and address", () => {
    renderView(CampusList, { data: example, resolved });
    expect(screen.getByRole("heading", { level: 2, name: "Our learning centres" })).toBeTruthy();
    const names = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(["Cupertino", "Los Altos", "Irvine"]);
    expect(screen.getByText("10240 Orchard Crest Ave, Suite 200, Cupertino, CA 95014")).toBeTruthy();
  });

  it("shows coordinates and an OpenStreetMap link in a new window when showMap is on", () => {
    renderView(CampusList, { data: example, resolved });
    const cupertino = screen.getAllByRole("listitem")[0]!;
    const link = within(cupertino).getByRole("link");
    expect(link.getAttribute("href")).toBe(
      "https://www.openstreetmap.org/?mlat=37.323&mlon=-122.0322#map=15/37.323/-122.0322",
    );
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(link.getAttribute("aria-label")).toBeTruthy();
    expect(cupertino.querySelector(".campus__coordinates")).not.toBeNull();
    expect(screen.getAllByRole("link")).toHaveLength(3);
  });

  it("shows no map when showMap is off", () => {
    const { container } = renderView(CampusList, { data: { showMap: false }, resolved });
    expect(screen.queryByRole("link")).toBeNull();
    expect(container.querySelector(".campus__coordinates")).toBeNull();
  });

  it("shows the Online point without a map", () => {
    const { container } = renderView(CampusList, {
      data: { includeOnline: true, showMap: true },
      resolved: { points: sitePoints },
    });
    expect(screen.getAllByRole("heading", { level: 3 })[0]!.textContent).toBe("Online");
    expect(container.querySelector(".campus--online .campus__map")).toBeNull();
    expect(screen.getAllByRole("link")).toHaveLength(3);
  });

  it("says so when there is no campus", () => {
    const { container } = renderView(CampusList, { data: example, resolved: { points: [] } });
    expect(screen.queryByRole("list")).toBeNull();
    expect(container.querySelector(".campus-list__empty")).not.toBeNull();
  });

  describe("schema", () => {
    const validate = validatorFor(campusListSpec.schema);

    it("accepts the defaults and the example", () => {
      expect(validate(campusListSpec.defaults)).toBe(true);
      expect(validate(example)).toBe(true);
      expect(validate({})).toBe(true);
    });

    it.each([
      ["showMap of the wrong type", { showMap: "yes" }],
      ["includeOnline of the wrong type", { includeOnline: 1 }],
      ["a title that is too long", { title: "x".repeat(121) }],
      ["an extra property", { showMap: true, mapUrl: "javascript:alert(1)" }],
    ])("rejects %s", (_label, data) => {
      expect(validate(data)).toBe(false);
    });
  });
});
