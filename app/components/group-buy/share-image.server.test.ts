import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { escapeXml, renderShareImage, shareImageActivityId, shareImageSvg, textWidth, wrapText, type ShareImageText } from "./share-image.server.js";

const text = (overrides: Partial<ShareImageText> = {}): ShareImageText => ({
  language: "en",
  schoolName: "Mathwise US",
  kicker: "Group buy",
  title: "Scratch Game Camp (Online)",
  groupPrice: "$249.00",
  listPrice: "$299.00",
  families: "2 families, one price",
  ...overrides,
});

describe("shareImageActivityId", () => {
  it("reads {activityId}.png and nothing else", () => {
    expect(shareImageActivityId("7001.png")).toBe(7001);
    for (const name of ["7001.jpg", "7001", "0.png", "07001.png", "-1.png", "7001.png.png", "abc.png", "99999999999.png", "3000000000.png", undefined]) {
      expect(shareImageActivityId(name)).toBeUndefined();
    }
  });
});

describe("escapeXml", () => {
  it("escapes markup and drops characters XML cannot hold", () => {
    expect(escapeXml(`Tom & Jerry's <b>"best"</b>\u0007`)).toBe("Tom &amp; Jerry&apos;s &lt;b&gt;&quot;best&quot;&lt;/b&gt; ");
  });
});

describe("wrapText", () => {
  it("keeps a short title on one line", () => {
    expect(wrapText("Scratch Game Camp (Online)", 18, 2)).toEqual(["Scratch Game Camp (Online)"]);
  });

  it("breaks between words, every line within the width", () => {
    const lines = wrapText("Scratch Game Camp for curious young coders", 14, 2);
    expect(lines).toEqual(["Scratch Game Camp for", "curious young coders"]);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(14);
  });

  it("breaks Chinese, Japanese and Korean between any two characters", () => {
    expect(wrapText("小一數學基礎班沙田", 5, 2)).toEqual(["小一數學基", "礎班沙田"]);
    expect(wrapText("プログラミング入門", 6, 2)).toEqual(["プログラミン", "グ入門"]);
    expect(wrapText("Scratch 入門クラス", 6, 2)).toEqual(["Scratch 入", "門クラス"]);
  });

  it("ends the second line with an ellipsis when the title is longer", () => {
    const lines = wrapText("Scratch Game Camp for curious young coders who love building their own games", 14, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith("…")).toBe(true);
    expect(textWidth(lines[1]!)).toBeLessThanOrEqual(14);
  });

  it("breaks a word too long for a line where it must", () => {
    const lines = wrapText("Supercalifragilisticexpialidocious", 8, 3);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join("")).toBe("Supercalifragilisticexpialidocious");
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(8);
  });
});

describe("shareImageSvg", () => {
  it("writes the school, the title, the prices (the usual one struck through) and the group's size, escaped", () => {
    const svg = shareImageSvg(text({ schoolName: "A&B <School>", title: `Maths "Plus" & <more>` }));
    expect(svg).toContain("A&amp;B &lt;School&gt;");
    expect(svg).toContain("Maths &quot;Plus&quot; &amp; &lt;more&gt;");
    expect(svg).not.toContain("<more>");
    expect(svg).toMatch(/<tspan[^>]*text-decoration="line-through">\$299\.00<\/tspan>/);
    expect(svg).toContain(">$249.00<");
    expect(svg).toContain(">2 families, one price<");
    expect(svg).toContain('width="1200" height="630"');
    expect(svg).toContain('font-family="Noto Sans CJK SC, Noto Sans CJK JP, Noto Sans, sans-serif"');
  });

  it("draws no struck price when there is none, and at most two title lines", () => {
    const svg = shareImageSvg(text({ listPrice: null, title: "A very long class title that goes on and on well past what two lines of the image can hold at all" }));
    expect(svg).not.toContain("line-through");
    expect(svg.match(/<tspan x=/g)).toHaveLength(2);
  });
});

describe("renderShareImage", () => {
  it("renders a 1200×630 PNG, Chinese included", async () => {
    const png = await renderShareImage(text({ language: "zh-Hant", schoolName: "數學樂園", kicker: "團購", title: "小一數學基礎班（沙田）", families: "3 個家庭，同一價錢" }));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
  });
});
