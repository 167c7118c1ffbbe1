type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

let threshold = order[(process.env.LOG_LEVEL as Level | undefined) ?? "info"] ?? order.info;
// Until told otherwise (configureLog), and always in the Remix build's own copy of this module, a process started
// with APP_ENV=production redacts from its first line.
let redacting = process.env.APP_ENV === "production";

/** The level, and whether personal data is taken out of every line (production). */
export function configureLog({ level, redact }: { level: Level | "silent"; redact: boolean }) {
  threshold = order[level];
  redacting = redact;
}

/**
 * What personal data looks like in a log line: query strings (they carry contacts and codes), e-mail
 * addresses, tokens and signs (long runs of letters, digits, - and _), and phone numbers (7 to 15 digits).
 */
const personalData: [RegExp, string][] = [
  [/\?(?=[^\s"'<>#]*=)[^\s"'<>#]*/g, "?[query]"],
  [/[\w.!#$%&'*+=?^`{|}~-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/g, "[email]"],
  [/[\w-]{32,}/g, "[token]"],
  [/(?<![\w.:-])\+?\(?\d(?:[\s().-]{0,2}\d){6,14}(?![\w:-])/g, "[phone]"],
];

export function redactPersonalData(text: string): string {
  return personalData.reduce((redacted, [pattern, replacement]) => redacted.replace(pattern, replacement), text);
}

const redactStrings = (key: string, value: unknown) =>
  typeof value === "string" && key !== "time" && key !== "level" ? redactPersonalData(value) : value;

function write(level: Level, message: string, fields?: Record<string, unknown>) {
  if (order[level] < threshold) return;
  const entry = { time: new Date().toISOString(), level, message, ...fields };
  const line = redacting ? JSON.stringify(entry, redactStrings) : JSON.stringify(entry);
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line + "\n");
}

/** One JSON line per event, on stdout (errors and warnings on stderr); in production without personal data. */
export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
