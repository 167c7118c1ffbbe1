import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { escapeBeyondAscii } from "../../scripts/ascii-source.mjs";
import { projectPath } from "../../server/paths.js";
import { testStore } from "../helpers/test-service.js";

// The production build (scripts/test.sh builds it before the tests) as every server process loads it.

async function scriptsUnder(folder: string): Promise<string[]> {
  const entries = await readdir(projectPath(folder), { recursive: true });
  return entries.filter((entry) => entry.endsWith(".js")).map((entry) => path.join(folder, entry));
}

describe.runIf(testStore === "pglite")("the server's bundles", () => {
  it("are ASCII only, so that every server process keeps their source at one byte a character", async () => {
    const scripts = [...(await scriptsUnder("build/server")), ...(await scriptsUnder("build/host"))];
    expect(scripts.length).toBeGreaterThan(10);
    const beyondAscii = [];
    for (const script of scripts) {
      const found = /[\u0080-\uffff]/.exec(await readFile(projectPath(script), "utf8"));
      if (found) beyondAscii.push(`${script}: ${found[0]}`);
    }
    expect(beyondAscii).toEqual([]);
  });

  it("still say what their source said: texts, templates and regular expressions in any script", () => {
    const source = 'const text = "课程 — café クラス 👍"; const line = `수업 ${1}`; const words = /课程|클래스|👍/u; return [text, line, words.test("클래스")];';
    expect(escapeBeyondAscii(source)).not.toMatch(/[\u0080-\uffff]/);
    expect(new Function(escapeBeyondAscii(source))()).toEqual(["课程 — café クラス 👍", "수업 1", true]);
  });
});
