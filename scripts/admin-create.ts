/**
 * `npm run admin:create -- --email you@example.com`: creates an owner account, or makes an
 * existing account an active owner and sets its password (the way back in when locked out). The password is read from a hidden prompt on
 * a terminal, or from the first line of standard input when it is piped; never from the command
 * line, where it would end up in the shell history and the process list.
 *
 * Uses the same environment as the server (DATABASE_URL, or the embedded database in DATA_DIR).
 * Run by Node directly: relative imports keep their .ts extension, only erasable TypeScript.
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { closeDatabase, DatabaseLockedError, openDatabase } from "#db/client.server.ts";
import net from "node:net";
import { normaliseEmail } from "#app/models/users.server.ts";
import { createOwnerFromCommandLine, type CommandLineOwnerResult } from "#app/services/command-line-staff.server.ts";
import { adminSocketPath } from "#server/admin-socket.ts";
import { EnvError, parseEnv } from "#app/services/env.server.ts";
import { hashPassword, passwordWeaknesses } from "#app/services/password.server.ts";

const USAGE = `Usage: npm run admin:create -- --email you@example.com

Creates an admin account (or promotes an existing account and sets its password).
--remove-two-factor also turns its two-factor sign-in off (a lost phone and lost recovery codes).
The password is asked for on a terminal, or read from the first line of standard input:
  printf '%s\\n' "$ADMIN_PASSWORD" | npm run admin:create -- --email you@example.com`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

/** Characters typed but not yet consumed (a fast typist may type the second line early). */
let typedAhead = "";

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(question);
    let value = "";
    const finish = (result: string | Error) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      process.stderr.write("\n");
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const consume = (): boolean => {
      while (typedAhead.length > 0) {
        const char = typedAhead[0]!;
        typedAhead = typedAhead.slice(1);
        if (char === "\r" || char === "\n") {
          // A CR LF pair ends one line, not two.
          if (char === "\r" && typedAhead[0] === "\n") typedAhead = typedAhead.slice(1);
          finish(value);
          return true;
        }
        if (char === "\u0003") {
          finish(new Error("Cancelled."));
          return true;
        }
        if (char === "\u007f" || char === "\b") value = [...value].slice(0, -1).join("");
        else if (char >= " ") value += char;
      }
      return false;
    };
    const onData = (chunk: string) => {
      typedAhead += chunk;
      consume();
    };
    input.setRawMode(true);
    input.setEncoding("utf8");
    if (consume()) return;
    input.on("data", onData);
    input.resume();
  });
}

async function readPipedPassword(): Promise<string> {
  let text = "";
  process.stdin.setEncoding("utf8");
  for await (const chunk of process.stdin) text += chunk;
  // The first line is the password; only its line ending is removed, spaces are part of it.
  return text.split(/\r?\n/)[0] ?? "";
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPipedPassword();
  const first = await promptHidden("Password (at least 12 characters): ");
  const second = await promptHidden("Repeat the password: ");
  if (first !== second) fail("The two passwords differ. Nothing was changed.");
  return first;
}

let args: { email?: string; help?: boolean; "remove-two-factor"?: boolean };
try {
  args = parseArgs({ options: { email: { type: "string" }, help: { type: "boolean", short: "h" }, "remove-two-factor": { type: "boolean" } }, strict: true }).values;
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`, 2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!args.email) fail(`--email is required.\n\n${USAGE}`, 2);
const parsedEmail = z.email().max(254).safeParse(normaliseEmail(args.email));
if (!parsedEmail.success) fail(`"${args.email}" is not a valid e-mail address.`, 2);
const email = parsedEmail.data;

let config: ReturnType<typeof parseEnv>;
try {
  config = parseEnv();
} catch (error) {
  if (error instanceof EnvError) fail(error.message);
  throw error;
}

const password = await readPassword().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
const weaknesses = passwordWeaknesses(password, email);
if (weaknesses.length > 0) {
  fail(`Refused: the password is too weak.\n${weaknesses.map((reason) => `  - ${reason}`).join("\n")}\nNothing was changed.`);
}

const where = config.DATABASE_URL ? "the PostgreSQL database of DATABASE_URL" : `the embedded database in ${config.DATA_DIR}`;

const removeTwoFactor = args["remove-two-factor"] === true;

function report(result: CommandLineOwnerResult, through = "") {
  if (result.created) console.log(`Created the admin ${email} (role: owner) in ${where}${through}.`);
  else if (result.promoted) console.log(`${email} is now an admin with the owner role, active (password set) in ${where}${through}.`);
  else console.log(`${email} was already an admin (owner): password changed and its sessions ended, in ${where}${through}.`);
  if (result.twoFactorRemoved) console.log("Two-factor sign-in is off for it: set it up again after signing in.");
}

/** The running server's answer through its socket in DATA_DIR, or null when no server listens there. */
function askRunningServer(passwordHash: string): Promise<{ ok: boolean; error?: string } & Partial<CommandLineOwnerResult> | null> {
  return new Promise((resolve) => {
    const connection = net.createConnection(adminSocketPath(config.DATA_DIR));
    let answer = "";
    connection.setEncoding("utf8");
    connection.setTimeout(30_000, () => connection.destroy(new Error("timeout")));
    connection.on("connect", () => connection.write(`${JSON.stringify({ email, passwordHash, removeTwoFactor })}\n`));
    connection.on("data", (chunk: string) => (answer += chunk));
    connection.on("end", () => {
      try {
        resolve(JSON.parse(answer));
      } catch {
        resolve({ ok: false, error: "unreadable answer" });
      }
    });
    connection.on("error", () => resolve(null));
  });
}

try {
  const passwordHash = await hashPassword(password);
  try {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    await database.migrate();
    report(await createOwnerFromCommandLine(email, passwordHash, database.db, { removeTwoFactor }));
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    // The server holds the embedded database: it does the write for us (decision 012).
    const answer = await askRunningServer(passwordHash);
    if (answer?.ok) {
      report(answer as CommandLineOwnerResult, ", through the running server");
    } else {
      fail(
        `${error.message}\n\n${answer ? `The running server refused: ${answer.error}.` : "No running server answered on its admin socket."} Stop the server, run ` +
          "`npm run admin:create` again, then start the server; or use DATABASE_URL (a PostgreSQL server) to change " +
          "accounts while the site runs.",
      );
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
