import { existsSync, readFileSync } from "node:fs";
import type { Env } from "../env.js";
import { log } from "../log.js";

/** Where Debian and Ubuntu (by architecture), Alpine and Red Hat put jemalloc 5's library. */
const JEMALLOC_PLACES = [
  "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2",
  "/usr/lib/aarch64-linux-gnu/libjemalloc.so.2",
  "/usr/lib/libjemalloc.so.2",
  "/usr/lib64/libjemalloc.so.2",
];

/**
 * jemalloc's own thread gives memory freed for two seconds back to the system, even while the process is idle
 * (without it, freed memory is given back only as the process allocates again).
 */
const JEMALLOC_SETTINGS = "background_thread:true,dirty_decay_ms:2000,muzzy_decay_ms:0";

export type MemoryAllocator = "jemalloc" | "system";

/** The jemalloc library MEMORY_ALLOCATOR asks for, when this machine has it; null for the system's malloc. */
export function jemallocLibrary(setting: Env["MEMORY_ALLOCATOR"], exists: (path: string) => boolean = existsSync): string | null {
  if (setting === "system") return null;
  if (setting !== "jemalloc") return exists(setting) ? setting : null;
  return JEMALLOC_PLACES.find(exists) ?? null;
}

/** The allocator this process runs on, read from the libraries it has mapped. */
export function memoryAllocator(maps = () => readFileSync("/proc/self/maps", "utf8")): MemoryAllocator {
  try {
    return /\/libjemalloc[^/]*\.so/.test(maps()) ? "jemalloc" : "system";
  } catch {
    // Not Linux: no /proc.
    return "system";
  }
}

/**
 * Starts this program again in this same process (same pid, arguments and settings) with jemalloc preloaded,
 * when MEMORY_ALLOCATOR asks for it, the machine has it and the process runs on another allocator; the processes it
 * starts then inherit it. glibc's malloc kept the native memory of a burst of renders (about 100 MB a process)
 * for good; jemalloc gives it back (docs/decisions/0040). Returns when it does not start again.
 */
export function restartOnJemalloc(env: Env): void {
  const library = jemallocLibrary(env.MEMORY_ALLOCATOR);
  const preloads = (process.env.LD_PRELOAD ?? "").split(/[: ]/).filter(Boolean);
  // Preloaded once and not loaded (the loader refused it, saying why), it is not tried again: the start line says so.
  if (!library || !process.execve || preloads.includes(library) || memoryAllocator() === "jemalloc") return;
  const preloaded = [...preloads, library].join(":");
  try {
    process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
      ...process.env,
      LD_PRELOAD: preloaded,
      MALLOC_CONF: process.env.MALLOC_CONF ?? JEMALLOC_SETTINGS,
    });
  } catch (error) {
    // The process goes on as it is; its start line says which allocator it runs on.
    log.warn("could not start again on jemalloc", { error: error instanceof Error ? error.message : String(error) });
  }
}
