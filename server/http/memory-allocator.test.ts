import { describe, expect, it } from "vitest";
import { jemallocLibrary, memoryAllocator } from "./memory-allocator.js";

describe("jemallocLibrary", () => {
  const onDebianArm = (path: string) => path === "/usr/lib/aarch64-linux-gnu/libjemalloc.so.2";

  it("finds jemalloc where the machine's distribution puts it", () => {
    expect(jemallocLibrary("jemalloc", onDebianArm)).toBe("/usr/lib/aarch64-linux-gnu/libjemalloc.so.2");
    expect(jemallocLibrary("jemalloc", () => false)).toBeNull();
  });

  it("takes the library named by the setting, when it is there", () => {
    expect(jemallocLibrary("/opt/lib/libjemalloc.so.2", (path) => path === "/opt/lib/libjemalloc.so.2")).toBe("/opt/lib/libjemalloc.so.2");
    expect(jemallocLibrary("/opt/lib/libjemalloc.so.2", onDebianArm)).toBeNull();
  });

  it("leaves the system's malloc alone when asked to", () => {
    expect(jemallocLibrary("system", () => true)).toBeNull();
  });
});

describe("memoryAllocator", () => {
  it("tells jemalloc from the libraries the process has mapped", () => {
    const mapped = (library: string) => () => `7f0000000000-7f0000100000 r-xp 00000000 08:01 42 ${library}\n`;
    expect(memoryAllocator(mapped("/usr/lib/x86_64-linux-gnu/libjemalloc.so.2"))).toBe("jemalloc");
    expect(memoryAllocator(mapped("/usr/lib/x86_64-linux-gnu/libc.so.6"))).toBe("system");
  });

  it("answers the system's malloc where there is no /proc", () => {
    const noProc = () => {
      throw new Error("ENOENT: no such file or directory, open '/proc/self/maps'");
    };
    expect(memoryAllocator(noProc)).toBe("system");
  });
});
