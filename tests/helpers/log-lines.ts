import { vi } from "vitest";

/** What `work` writes to stdout and stderr (the log's JSON lines), kept from the test's output. */
export async function logLinesOf(work: () => unknown): Promise<string> {
  const written: string[] = [];
  const capture = (chunk: string | Uint8Array) => (written.push(String(chunk)), true);
  const out = vi.spyOn(process.stdout, "write").mockImplementation(capture);
  const err = vi.spyOn(process.stderr, "write").mockImplementation(capture);
  try {
    await work();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return written.join("");
}
