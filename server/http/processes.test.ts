import { describe, expect, it } from "vitest";
import { serverProcesses } from "./processes.js";

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
