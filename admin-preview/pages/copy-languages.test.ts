import { describe, expect, it } from "vitest";
import type { Language } from "../../schemas/site.js";
import { copyLanguages } from "./copy-languages.js";

const site = (...languages: Language[]) => ({ languages });
const [us, jp, kr, ca] = [site("en"), site("ja", "en"), site("ko", "en"), site("en", "fr")];

describe("copyLanguages", () => {
  it("offers every language some site has before a site is chosen", () => {
    expect(copyLanguages([], [us, jp, ca])).toEqual({ offered: ["en", "ja", "fr"], narrowed: false });
  });

  it("offers all of one chosen site's languages", () => {
    expect(copyLanguages([jp], [us, jp, ca])).toEqual({ offered: ["en", "ja"], narrowed: false });
  });

  it("offers only what the chosen sites share, saying the choice narrowed", () => {
    expect(copyLanguages([jp, us], [us, jp, ca])).toEqual({ offered: ["en"], narrowed: true });
    expect(copyLanguages([jp, kr], [jp, kr])).toEqual({ offered: ["en"], narrowed: true });
    expect(copyLanguages([site("ja"), site("ko")], [])).toEqual({ offered: [], narrowed: true });
  });
});
