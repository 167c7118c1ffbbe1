import { describe, expect, it } from "vitest";
import { LAYOUTS } from "../../schemas/pages/document.js";
import { showsSiteNavigation } from "./layouts.js";

describe("showsSiteNavigation", () => {
  it("hides the navigation only in the empty and simple layouts", () => {
    expect(LAYOUTS.filter((layout) => !showsSiteNavigation(layout))).toEqual(["empty", "simple"]);
  });
});
