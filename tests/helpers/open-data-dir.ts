// A process that opens the embedded store in the folder given as its argument, says "open" and keeps it open
// until it is killed; the data-folder lock tests start it as the other process.
import { openStore } from "../../server/db/connection.js";

try {
  await openStore({ dataDir: process.argv[2]! });
  process.stdout.write("open\n");
  setInterval(() => undefined, 60_000);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
