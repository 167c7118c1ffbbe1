import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { copySeededPgliteInto } from "../../helpers/seeded-stores.js";

export const projectRoot = fileURLToPath(new URL("../../..", import.meta.url));

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export type LogLine = Record<string, unknown> & { message?: string };

export interface RunningServer {
  port: number;
  /** `http://${host}:${port}${path}`, e.g. url("us.localhost", "/"). */
  url(host: string, path?: string): string;
  /** Every JSON line the server wrote so far (stdout and stderr), parsed. */
  logs(): LogLine[];
  /** Raw output so far, for error messages. */
  output(): string;
  /** SIGINT, then SIGKILL if it has not exited after 10 s. */
  stop(): Promise<void>;
  /** SIGKILL at once, as a crash would end it; resolves once it has exited. */
  kill(): Promise<void>;
}

/** A fresh data dir under the OS temp dir; remove it with removeDataDir. */
export function makeDataDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), "storefront-browser-"));
}

/** A data dir holding a copy of the run's seeded store (global-setup.ts seeds it once): a server starts on it in seconds. */
export async function makeSeededDataDir(): Promise<string> {
  const dir = await makeDataDir();
  await copySeededPgliteInto(dir);
  return dir;
}

export function removeDataDir(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}

/** Starts the built host (`node build/host/main.js`) on a free port and waits until it listens. */
export async function startServer(options: { dataDir: string; env?: Record<string, string> }): Promise<RunningServer> {
  const child = spawn(process.execPath, ["build/host/main.js"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_ENV: "test",
      PORT: "0",
      DATA_DIR: options.dataDir,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });

  let output = "";
  const lines: LogLine[] = [];
  let pending = "";
  const collect = (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    output += text;
    pending += text;
    let newline: number;
    while ((newline = pending.indexOf("\n")) >= 0) {
      const line = pending.slice(0, newline).trim();
      pending = pending.slice(newline + 1);
      if (!line.startsWith("{")) continue;
      try {
        lines.push(JSON.parse(line) as LogLine);
      } catch {
        // not a JSON log line: kept in output() only
      }
    }
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

  let port: number;
  try {
    port = await waitForListening(child, lines, () => output);
  } catch (error) {
    await kill(child, exited);
    throw error;
  }

  return {
    port,
    url: (host, urlPath = "/") => `http://${host}:${port}${urlPath}`,
    logs: () => [...lines],
    output: () => output,
    stop: () => kill(child, exited),
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

function waitForListening(child: ChildProcess, lines: LogLine[], output: () => string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const cleanup = () => {
      clearTimeout(timer);
      clearInterval(poll);
      child.off("exit", onExit);
      child.off("error", onError);
    };
    const fail = (reason: string) => {
      cleanup();
      reject(new Error(`${reason}\n--- server output ---\n${output()}`));
    };
    const check = () => {
      const ready = lines.find((line) => line.message === "storefront listening");
      if (!ready) return;
      const match = /:(\d+)\/?$/.exec(String(ready.url ?? ""));
      if (!match) return fail(`"storefront listening" line has no port in url: ${JSON.stringify(ready)}`);
      cleanup();
      resolve(Number(match[1]));
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      check();
      fail(`server exited before listening (code ${code}, signal ${signal})`);
    };
    const onError = (error: Error) => fail(`server could not start: ${error.message}`);
    const timer = setTimeout(() => fail(`server not listening after ${READY_TIMEOUT_MS / 1000} s`), READY_TIMEOUT_MS);
    const poll = setInterval(check, 25);
    child.once("exit", onExit);
    child.once("error", onError);
    check();
  });
}

async function kill(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGINT");
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), STOP_TIMEOUT_MS);
  });
  const late = await Promise.race([exited.then(() => false), timedOut]);
  clearTimeout(timer);
  if (late) {
    child.kill("SIGKILL");
    await exited;
  }
}
