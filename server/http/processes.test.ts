import { describe, expect, it } from "vitest";
import { databaseOnThisMachine, serverProcesses, workerExecArgv } from "./processes.js";

const postgres = "postgres://db.internal:5432/storefront";
const localPostgres = "postgres://postgres@127.0.0.1:5432/storefront";

describe("serverProcesses", () => {
  it("runs one process per core on PostgreSQL elsewhere unless WEB_CONCURRENCY says how many", () => {
    expect(serverProcesses({ DATABASE_URL: postgres }, 4).count).toBe(4);
    expect(serverProcesses({ DATABASE_URL: postgres, WEB_CONCURRENCY: 2 }, 4).count).toBe(2);
    expect(serverProcesses({ DATABASE_URL: postgres }, 0).count).toBe(1);
  });

  it("leaves a core to PostgreSQL on this machine, keeping at least one process, unless WEB_CONCURRENCY says how many", () => {
    expect(serverProcesses({ DATABASE_URL: localPostgres }, 4)).toEqual({ count: 3, reason: expect.stringMatching(/PostgreSQL on this machine/) });
    expect(serverProcesses({ DATABASE_URL: localPostgres }, 2).count).toBe(1);
    expect(serverProcesses({ DATABASE_URL: localPostgres }, 1).count).toBe(1);
    expect(serverProcesses({ DATABASE_URL: localPostgres, WEB_CONCURRENCY: 2 }, 2).count).toBe(2);
  });

  it("runs one process on the embedded store, whatever WEB_CONCURRENCY says, and says why", () => {
    const embedded = serverProcesses({ WEB_CONCURRENCY: 4 }, 8);
    expect(embedded.count).toBe(1);
    expect(embedded.reason).toMatch(/embedded store/);
  });
});

describe("databaseOnThisMachine", () => {
  it.each([
    ["postgres://localhost/storefront", true],
    ["postgresql://user:secret@LOCALHOST:5433/storefront", true],
    ["postgres://127.0.0.1/storefront", true],
    ["postgres://127.0.1.1:5432/storefront", true],
    ["postgres://[::1]:5432/storefront", true],
    ["postgres:///storefront", true],
    ["postgres://%2Fvar%2Frun%2Fpostgresql/storefront", true],
    ["postgres://user@db.internal/storefront?host=/var/run/postgresql", true],
    ["postgres://db.internal/storefront", false],
    ["postgres://10.0.0.5:5432/storefront", false],
    ["postgres://[2001:db8::1]/storefront", false],
    ["postgres://localhost.example.com/storefront", false],
    ["postgres://localhost/storefront?host=db.internal", false],
  ])("knows whether %s is on this machine (%s)", (url, onThisMachine) => {
    expect(databaseOnThisMachine(url)).toBe(onThisMachine);
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
