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

  it("gives each campus what a parent needs to choose: opening hours, phone, directions and its page", () => {
    renderView(CampusList, { data: example, resolved });
    const cupertino = screen.getAllByRole("listitem")[0]!;
    expect(within(cupertino).getByText("Mon – Fri")).toBeTruthy();
    expect(within(cupertino).getByText("Sat – Sun")).toBeTruthy();
    expect(within(cupertino).getByRole("link", { name: /Call Cupertino/ }).getAttribute("href")).toBe("tel:4085550142");
    const directions = within(cupertino).getByRole("link", { name: /Directions to Cupertino/ });
    expect(directions.getAttribute("href")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=10240+Orchard+Crest+Ave%2C+Suite+200%2C+Cupertino%2C+CA+95014",
    );
    expect(directions.getAttribute("target")).toBe("_blank");
    expect(directions.getAttribute("rel")).toContain("noopener");
    expect(within(cupertino).getByRole("link", { name: "About the Cupertino campus" }).getAttribute("href")).toBe("/campuses/cupertino");
    expect(cupertino.textContent).not.toMatch(/37\.323|-122/);
  });

  it("leaves the directions out when showMap is off", () => {
    renderView(CampusList, { data: { showMap: false }, resolved });
    expect(screen.queryByRole("link", { name: /Directions/ })).toBeNull();
    expect(screen.getAllByRole("link", { name: /Call/ })).toHaveLength(3);
  });

  it("shows the Online point without directions or phone", () => {
    const { container } = renderView(CampusList, {
      data: { includeOnline: true, showMap: true },
      resolved: { points: sitePoints },
    });
    expect(screen.getAllByRole("heading", { level: 3 })[0]!.textContent).toBe("Online");
    expect(container.querySelectorAll(".campus--online a")).toHaveLength(0);
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
