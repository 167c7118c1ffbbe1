import { createUserFromCommandLine } from "../server/admin/create-user-cli.js";
import { StaffMemberError } from "../server/admin/staff-members.js";
import { openStore } from "../server/db/connection.js";
import { loadEnv } from "../server/env.js";

/** Reads a line from the terminal without showing it (raw mode: Enter ends it, Backspace erases, Ctrl-C cancels). */
function askHidden(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) throw new StaffMemberError("no terminal to ask the password on: set ADMIN_PASSWORD");
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = "";
    const finish = (settle: () => void) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write("\n");
      settle();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return finish(() => resolve(typed));
        if (char === "\u0003") return finish(() => reject(new StaffMemberError("cancelled")));
        typed = char === "\u007f" || char === "\b" ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on("data", onData);
  });
}

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const password = await askHidden("Password: ");
  if ((await askHidden("Password again: ")) !== password) throw new StaffMemberError("the two passwords differ");
  return password;
}

// Opens the store as `npm run db:seed` does (server/db/seed-cli.ts), migrated, so a new install can start here.
const env = loadEnv();
const store = await openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await store.withStartupLock(() => store.migrate());
  const member = await createUserFromCommandLine(store.db, process.argv.slice(2), readPassword);
  console.log(`created ${member.role} ${member.email} (id ${member.id}) in ${store.kind}`);
} catch (error) {
  if (!(error instanceof StaffMemberError)) throw error;
  console.error(`admin:create-user: ${error.message}`);
  process.exitCode = 2;
} finally {
  await store.close();
}
