import { describe, expect, it } from "vitest";
import { PREVIEW_DEVICES, previewScale } from "./preview-devices.js";

describe("the live preview's widths", () => {
  it("shrink a wide page to the box, never enlarge a narrow one", () => {
    expect(previewScale(PREVIEW_DEVICES.desktop, 640)).toBe(0.5);
    expect(previewScale(PREVIEW_DEVICES.phone, 640)).toBe(1);
    expect(previewScale(PREVIEW_DEVICES.tablet, 0)).toBe(1);
  });
});
