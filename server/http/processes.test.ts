import { describe, expect, it } from "vitest";
import { serverProcesses, workerExecArgv } from "./processes.js";

const postgres = "postgres://localhost/storefront";

describe("serverProcesses", () => {
  it("runs one process per core on PostgreSQL unless WEB_CONCURRENCY says how many", () => {
    expect(serverProcesses({ DATABASE_URL: postgres }, 4).count).toBe(4);
    expect(serverProcesses({ DATABASE_URL: postgres, WEB_CONCURRENCY: 2 }, 4).count).toBe(2);
    expect(serverProcesses({ DATABASE_URL: postgres }, 0).count).toBe(1);
  });

  it("runs one process on the embedded store, whatever WEB_CONCURRENCY says, and says why", () => {
    const embedded = serverProcesses({ WEB_CONCURRENCY: 4 }, 8);
    expect(embedded.count).toBe(1);
    expect(embedded.reason).toMatch(/embedded store/);
  });
});

describe("workerExecArgv", () => {
  it("starts workers with the primary's flags and a young generation of 16 MB a half-space", () => {
    expect(workerExecArgv([])).toEqual(["--max-semi-space-size=16"]);
    expect(workerExecArgv(["--enable-source-maps"], "--no-warnings")).toEqual(["--enable-source-maps", "--max-semi-space-size=16"]);
  });

  it("leaves the young generation as the operator sized it, in the command or in NODE_OPTIONS", () => {
    expect(workerExecArgv(["--max-semi-space-size=8"])).toEqual(["--max-semi-space-size=8"]);
    expect(workerExecArgv([], "--max_semi_space_size=32")).toEqual([]);
    expect(workerExecArgv(["--inspect"], "--no-warnings --max-semi-space-size=4")).toEqual(["--inspect"]);
  });
});
