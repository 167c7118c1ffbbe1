import { describe, expect, it } from "vitest";
import { mayCall } from "./roles.js";

describe("mayCall", () => {
  it("lets an editor draft and copy pages and the navigation but not publish or change what goes live at once", () => {
    expect(mayCall("editor", "adminCreatePage")).toBe(true);
    expect(mayCall("editor", "adminCopyPage")).toBe(true);
    expect(mayCall("editor", "adminSaveNavigation")).toBe(true);
    expect(mayCall("editor", "adminPublish")).toBe(false);
    expect(mayCall("editor", "adminPublishNavigation")).toBe(false);
    expect(mayCall("editor", "adminRollbackNavigation")).toBe(false);
    expect(mayCall("editor", "adminSaveResource")).toBe(false);
    expect(mayCall("editor", "adminDeleteShortLink")).toBe(false);
  });

  it("lets a publisher do everything", () => {
    expect(mayCall("publisher", "adminCreatePage")).toBe(true);
    expect(mayCall("publisher", "adminPublishNavigation")).toBe(true);
    expect(mayCall("publisher", "adminDeleteResource")).toBe(true);
  });
});
