import { describe, expect, it } from "vitest";
import { AVATARS_SHOWN_MAX, MORE_MARKER_FROM, NAMED_TEACHERS_MAX, teacherAvatarLayout } from "./teacher-avatars.js";

const teachers = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `T${index + 1}` }));

describe("teacherAvatarLayout", () => {
  it("uses the spec's limits", () => {
    expect([NAMED_TEACHERS_MAX, AVATARS_SHOWN_MAX, MORE_MARKER_FROM]).toEqual([2, 6, 5]);
  });

  it.each([
    { count: 0, showNames: true, shown: 0, moreMarker: false },
    { count: 1, showNames: true, shown: 1, moreMarker: false },
    { count: 2, showNames: true, shown: 2, moreMarker: false },
    { count: 3, showNames: false, shown: 3, moreMarker: false },
    { count: 4, showNames: false, shown: 4, moreMarker: false },
    { count: 5, showNames: false, shown: 5, moreMarker: true },
    { count: 6, showNames: false, shown: 6, moreMarker: true },
    { count: 7, showNames: false, shown: 6, moreMarker: true },
    { count: 12, showNames: false, shown: 6, moreMarker: true },
  ])("$count teachers", ({ count, showNames, shown, moreMarker }) => {
    const all = teachers(count);
    const layout = teacherAvatarLayout(all);
    expect(layout.showNames).toBe(showNames);
    expect(layout.shown).toEqual(all.slice(0, shown));
    expect(layout.moreMarker).toBe(moreMarker);
  });

  it("keeps the teachers' order and objects", () => {
    const all = teachers(8);
    const layout = teacherAvatarLayout(all);
    expect(layout.shown[0]).toBe(all[0]);
    expect(layout.shown[5]).toBe(all[5]);
  });
});
